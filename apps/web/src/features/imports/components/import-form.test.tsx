// The Imports page's form and report with a fake API: a file is required (and not too large), the
// server's 400 {message} shows in the form, Preview sends a dry run and shows what would change,
// Import shows a progress bar while it runs (polled until done) and then the report with its counts
// and problems by row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_LIMITS, IMPORT_TEXTS, type Import } from '@menudex/contract/imports';
import {
  fakeApi,
  renderWithApp,
  type FakeAnswer,
  type FakeRequest,
} from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { ImportsScreen } from '../routes/imports-page.tsx';

const user = userEvent.setup();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function anImport(overrides: Partial<Import> = {}): Import {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    kind: 'osm',
    status: 'queued',
    dryRun: true,
    fileName: 'demo-city.osm',
    businessId: null,
    total: 40,
    processed: 0,
    counts: { created: 0, updated: 0, unchanged: 0, skipped: 0 },
    errors: [],
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

const osmFile = (bytes = 200) =>
  new File([new Uint8Array(bytes)], 'demo-city.osm', { type: 'application/xml' });

/** The fake API: POST /imports answers `posted`; GET /imports/{id} answers `reports` in turn (the last one stays). */
function importsApi(posted: FakeAnswer, reports: Import[] = [], recent: Import[] = []) {
  let asked = 0;
  return fakeApi(({ method, path }) => {
    if (method === 'POST' && path === '/imports') return posted;
    if (method === 'GET' && path === '/imports') return { body: { imports: recent } };
    if (method === 'GET' && path.startsWith('/imports/')) {
      const report = reports[Math.min(asked++, reports.length - 1)];
      return report ? { body: { import: report } } : undefined;
    }
    return undefined;
  });
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } });
}

const posts = (calls: FakeRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/imports');

describe('the import form', () => {
  it('asks for a file before sending anything', async () => {
    const calls = importsApi({ status: 202, body: { import: anImport() } });
    renderWithApp(<ImportsScreen />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_TEXTS.fileRequired);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXTS.fileRequired);
    expect(posts(calls)).toEqual([]);
    expect(screen.queryByTestId('import-report')).not.toBeInTheDocument();
  });

  it('refuses a file over the limit without sending it', async () => {
    const calls = importsApi({ status: 202, body: { import: anImport() } });
    renderWithApp(<ImportsScreen />);
    const big = osmFile(1);
    Object.defineProperty(big, 'size', { value: IMPORT_LIMITS.fileMaxBytes + 1 });
    choose(big);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_TEXTS.fileTooLarge);
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's 400 message in the form, and no report", async () => {
    const message = 'The file is not OpenStreetMap XML or Overpass JSON: no <osm> element';
    const calls = importsApi({ status: 400, body: { message } });
    renderWithApp(<ImportsScreen />);
    choose(osmFile());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(posts(calls)).toHaveLength(1);
    expect(screen.queryByTestId('import-report')).not.toBeInTheDocument();
    // The buttons are free again: the admin can pick another file and try again.
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it('says what each kind of file is, with the CSV header for a CSV', async () => {
    importsApi({ status: 202, body: { import: anImport() } });
    renderWithApp(<ImportsScreen />);
    expect(screen.getByTestId('import-kind-about')).toHaveTextContent(/Overpass API answer/);
    await user.click(screen.getByRole('radio', { name: 'Businesses CSV' }));
    expect(screen.getByLabelText('CSV header')).toHaveTextContent(
      'id,name,phone,website,email,address1,address2,city,state,zipCode,country,lat,lng,categories,opening_hours',
    );
    await user.click(screen.getByRole('radio', { name: 'GeoJSON' }));
    expect(screen.queryByLabelText('CSV header')).not.toBeInTheDocument();
  });

  it('previews with a dry run of the chosen kind and shows what would change, with the problems by row', async () => {
    const preview = anImport({
      status: 'done',
      processed: 40,
      counts: { created: 37, updated: 0, unchanged: 0, skipped: 3 },
      errors: [
        { row: 'node/1001', message: 'has no name' },
        { row: 4, message: 'lat must be a latitude from -90 to 90' },
      ],
    });
    const calls = importsApi({ status: 202, body: { import: anImport() } }, [preview]);
    renderWithApp(<ImportsScreen />);
    choose(osmFile());
    expect(screen.getByTestId('import-file-name')).toHaveTextContent('demo-city.osm');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const report = await screen.findByTestId('import-report');
    await waitFor(() => expect(report).toHaveAttribute('data-status', 'done'));
    expect(within(report).getByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(within(report).getByTestId('import-count-created')).toHaveTextContent('Would create37');
    expect(within(report).getByTestId('import-count-skipped')).toHaveTextContent('Skipped3');
    const problems = within(report)
      .getAllByRole('listitem')
      .filter((li) => li.closest('[data-testid="import-problems"]'));
    expect(problems.map((li) => li.textContent)).toEqual([
      'node/1001: has no name',
      'Row 4: lat must be a latitude from -90 to 90',
    ]);
    expect(within(report).getByRole('link', { name: 'node/1001' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/node/1001',
    );
    const [post] = posts(calls);
    expect(
      post?.form?.map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
    ).toEqual([
      ['kind', 'osm'],
      ['dryRun', 'true'],
      ['file', 'demo-city.osm'],
    ]);
  });

  it('imports with a progress bar while it runs, asks again until it is done, then shows the report', async () => {
    const id = '00000000-0000-4000-8000-000000000002';
    const running = anImport({
      _id: id,
      dryRun: false,
      status: 'running',
      processed: 12,
      startedAt: '2026-03-10T10:00:00.000Z',
    });
    const done = anImport({
      ...running,
      status: 'done',
      processed: 40,
      counts: { created: 0, updated: 1, unchanged: 38, skipped: 1 },
      errors: [{ row: 'node/1002', message: 'kept what the owner edited: name' }],
      finishedAt: '2026-03-10T10:00:03.000Z',
    });
    const calls = importsApi(
      { status: 202, body: { import: anImport({ _id: id, dryRun: false }) } },
      [running, running, done],
    );
    // The clock is driven here: each second's poll happens when the test moves time on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const clicks = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<ImportsScreen />);
    choose(osmFile());
    await clicks.click(screen.getByRole('button', { name: 'Import' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(screen.getByText('12 of 40 places')).toBeInTheDocument();
    // While it runs, another import waits.
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    const report = screen.getByTestId('import-report');
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(report).toHaveAttribute('data-status', 'done'));
    expect(within(report).getByRole('heading', { name: 'Import report' })).toBeInTheDocument();
    expect(within(report).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(report).getByTestId('import-count-unchanged')).toHaveTextContent('Unchanged38');
    expect(within(report).getByTestId('import-count-updated')).toHaveTextContent('Updated1');
    expect(report).toHaveTextContent('node/1002: kept what the owner edited: name');
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();

    // Done: it is not asked for again.
    const asked = () => calls.filter((c) => c.path === `/imports/${id}`).length;
    expect(asked()).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked()).toBe(3);
  });

  it('shows a failed import as failed, with what it did before stopping', async () => {
    const failed = anImport({
      dryRun: false,
      status: 'failed',
      processed: 100,
      counts: { created: 100, updated: 0, unchanged: 0, skipped: 0 },
      errors: [{ row: 101, message: 'the import stopped here: connection lost' }],
    });
    importsApi({ status: 202, body: { import: failed } }, [failed]);
    renderWithApp(<ImportsScreen />);
    choose(osmFile());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByTestId('import-report');
    expect(within(report).getByRole('alert')).toHaveTextContent(
      'The import stopped before the end',
    );
    expect(within(report).getByTestId('import-count-created')).toHaveTextContent('Created100');
    expect(report).toHaveTextContent('Row 101: the import stopped here: connection lost');
  });
});

describe('the recent imports', () => {
  it('lists them with their counts, and opens the report of one', async () => {
    const old = anImport({
      _id: '00000000-0000-4000-8000-000000000003',
      dryRun: false,
      status: 'done',
      fileName: 'places.csv',
      kind: 'businesses-csv',
      counts: { created: 2, updated: 0, unchanged: 0, skipped: 1 },
      errors: [{ row: 3, message: 'name is required' }],
      finishedAt: '2026-03-09T08:00:00.000Z',
    });
    importsApi({ status: 202, body: { import: old } }, [old], [old]);
    renderWithApp(<ImportsScreen />);
    const list = await screen.findByTestId('recent-imports');
    expect(list).toHaveTextContent('places.csv');
    expect(list).toHaveTextContent('Businesses CSV · Import');
    expect(list).toHaveTextContent('Created 2 · Updated 0 · Unchanged 0 · Skipped 1');
    await user.click(within(list).getByRole('button', { name: 'Show report: places.csv' }));
    const report = await screen.findByTestId('import-report');
    expect(report).toHaveTextContent('Row 3: name is required');
  });
});

describe('the Imports page in Vietnamese', () => {
  it('asks for a file, and shows the report and the recent imports in Vietnamese', async () => {
    const failed = anImport({
      dryRun: false,
      status: 'failed',
      kind: 'businesses-csv',
      fileName: 'quan.csv',
      processed: 1500,
      counts: { created: 1500, updated: 0, unchanged: 0, skipped: 2 },
      errors: [{ row: 1501, message: 'the import stopped here: connection lost' }],
      finishedAt: '2026-03-09T08:00:00.000Z',
    });
    importsApi({ status: 202, body: { import: failed } }, [failed], [failed]);
    renderWithApp(
      <LocaleProvider locale="vi">
        <ImportsScreen />
      </LocaleProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nhập dữ liệu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'CSV danh sách quán' })).toBeInTheDocument();
    // No file chosen: the form says so in Vietnamese, and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng chọn một tệp để nhập');

    choose(osmFile(3 * 1024 * 1024 + 300_000));
    expect(screen.getByTestId('import-file-name')).toHaveTextContent('demo-city.osm (3,3 MB)');
    await user.click(screen.getByRole('button', { name: 'Nhập' }));
    const report = await screen.findByTestId('import-report');
    expect(within(report).getByRole('heading', { name: 'Báo cáo nhập dữ liệu' })).toBeVisible();
    expect(within(report).getByRole('alert')).toHaveTextContent('Lần nhập đã dừng trước khi xong');
    expect(within(report).getByTestId('import-count-created')).toHaveTextContent('Đã tạo1.500');
    expect(report).toHaveTextContent('Ghi chú (1)');
    expect(report).toHaveTextContent('Dòng 1.501: the import stopped here: connection lost');
    const list = await screen.findByTestId('recent-imports');
    expect(list).toHaveTextContent('CSV danh sách quán · Nhập');
    expect(list).toHaveTextContent('Đã tạo 1.500 · Đã cập nhật 0 · Không đổi 0 · Bỏ qua 2');
    expect(within(list).getByText('Thất bại')).toBeInTheDocument();
  });
});
