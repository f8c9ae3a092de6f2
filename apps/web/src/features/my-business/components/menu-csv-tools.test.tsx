// The owner's menu CSV: Download menu CSV is the public file's address; Import menu CSV previews the
// chosen file (a dry run of kind menu-csv for this business) with its counts and first problems,
// then imports it with a progress bar until its report, and shows the business with its new dishes.
// A file the server cannot read shows its 400 {message} and nothing is imported.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Import } from '@menudex/contract/imports';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { renderWithApp, type FakeAnswer } from '../../../components/testing/render.tsx';
import { businessQueryKey } from '../../../lib/business-query.ts';
import { fakeFormApi, type SeenRequest } from '../testing/form-api.ts';
import { MenuCsvTools } from './menu-csv-tools.tsx';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function aMenuImport(overrides: Partial<Import> = {}): Import {
  return {
    _id: '00000000-0000-4000-8000-000000000101',
    kind: 'menu-csv',
    status: 'done',
    dryRun: true,
    fileName: 'menu.csv',
    businessId: BUSINESS_ID,
    total: 12,
    processed: 12,
    counts: { created: 10, updated: 1, unchanged: 0, skipped: 1 },
    errors: [{ row: 7, message: 'price must be a number like 12.50' }],
    startedAt: '2026-03-10T10:00:00.000Z',
    finishedAt: '2026-03-10T10:00:01.000Z',
    ...overrides,
  };
}

const csv = () => new File(['list,name\nDrinks,Trà Đá\n'], 'menu.csv', { type: 'text/csv' });

/** POST /imports answers by dryRun; GET /imports/{id} answers the reports of that id in turn. */
function serve(answers: {
  post: (dryRun: boolean) => FakeAnswer;
  reports?: Record<string, Import[]>;
}) {
  const asked: Record<string, number> = {};
  const business = aBusiness({ _id: BUSINESS_ID, canEdit: true });
  return fakeFormApi((request: SeenRequest) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/imports') {
      const dryRun = request.form?.find(([key]) => key === 'dryRun')?.[1] === 'true';
      return answers.post(dryRun);
    }
    const id = /^\/imports\/(.+)$/.exec(path)?.[1];
    if (method === 'GET' && id) {
      const list = answers.reports?.[id] ?? [];
      const n = (asked[id] = (asked[id] ?? 0) + 1);
      const report = list[Math.min(n, list.length) - 1];
      return report ? { body: { import: report } } : undefined;
    }
    if (method === 'GET' && path === `/businesses/${BUSINESS_ID}`) return { body: { business } };
    return undefined;
  });
}

async function openAndChoose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Import menu CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import menu CSV' });
  fireEvent.change(within(dialog).getByTestId('menu-csv-input'), { target: { files: [csv()] } });
  return dialog;
}

const formOf = (request: SeenRequest | undefined) =>
  request?.form?.map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);

describe('the menu CSV tools', () => {
  it('download the menu from its public address', () => {
    serve({ post: () => ({ status: 500 }) });
    renderWithApp(<MenuCsvTools businessId={BUSINESS_ID} />);
    const download = screen.getByRole('link', { name: 'Download menu CSV' });
    expect(download).toHaveAttribute('href', `/api/businesses/${BUSINESS_ID}/menu.csv`);
    expect(download).toHaveAttribute('download');
  });

  it('preview the chosen file, then import it with a progress bar, report it and show the new dishes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const preview = aMenuImport();
    const realId = '00000000-0000-4000-8000-000000000102';
    const running = aMenuImport({
      _id: realId,
      dryRun: false,
      status: 'running',
      processed: 0,
      counts: { created: 0, updated: 0, unchanged: 0, skipped: 0 },
      errors: [],
      finishedAt: null,
    });
    const done = aMenuImport({ _id: realId, dryRun: false });
    const calls = serve({
      post: (dryRun) => ({
        status: 202,
        body: {
          import: dryRun ? { ...preview, status: 'queued' } : { ...running, status: 'queued' },
        },
      }),
      reports: { [preview._id]: [preview], [realId]: [running, done] },
    });
    const { client } = renderWithApp(<MenuCsvTools businessId={BUSINESS_ID} />);
    const dialog = await openAndChoose(user);
    expect(within(dialog).getByLabelText('CSV header')).toHaveTextContent(
      'list,name,description,price,tags,diets,allergens',
    );

    const previewed = await within(dialog).findByTestId('menu-import-report');
    await waitFor(() => expect(previewed).toHaveAttribute('data-status', 'done'));
    expect(within(previewed).getByTestId('menu-import-created')).toHaveTextContent('Would add: 10');
    expect(within(previewed).getByTestId('menu-import-skipped')).toHaveTextContent('Skipped: 1');
    expect(previewed).toHaveTextContent('Row 7: price must be a number like 12.50');
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/imports');
    expect(formOf(posts()[0])).toEqual([
      ['kind', 'menu-csv'],
      ['businessId', BUSINESS_ID],
      ['dryRun', 'true'],
      ['file', 'menu.csv'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Import progress' }),
    ).toBeInTheDocument();
    expect(formOf(posts()[1])).toContainEqual(['dryRun', 'false']);
    await vi.advanceTimersByTimeAsync(1000);
    const report = await within(dialog).findByTestId('menu-import-report');
    await waitFor(() => expect(report).toHaveAttribute('data-status', 'done'));
    expect(within(report).getByRole('heading', { name: 'Imported' })).toBeInTheDocument();
    expect(within(report).getByTestId('menu-import-created')).toHaveTextContent('Added: 10');
    // The business is read again: its page shows the new dishes.
    await waitFor(() =>
      expect(client.getQueryData(businessQueryKey(BUSINESS_ID))).toMatchObject({
        _id: BUSINESS_ID,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("show the server's message for a file it cannot read, and import nothing", async () => {
    const user = userEvent.setup();
    const message = 'The menu CSV is missing the columns: list, name';
    const calls = serve({ post: () => ({ status: 400, body: { message } }) });
    renderWithApp(<MenuCsvTools businessId={BUSINESS_ID} />);
    const dialog = await openAndChoose(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(dialog).queryByTestId('menu-import-report')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
