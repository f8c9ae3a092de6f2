import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_QUESTIONS,
  MENU_ITEM_QUESTION,
  STORAGE_KEYS,
  TEXTS,
} from '@menudex/contract/constants';
import { FEEDBACK_TEXTS } from '@menudex/contract/feedback';
import {
  fakeApi,
  renderWithApp,
  signOut,
  type FakeAnswer,
} from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { FeedbackModal } from './feedback-modal.tsx';

const user = userEvent.setup({ delay: null });
const BUSINESS = 'b-cafe';
const CUSTOMER = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

function renderModal(
  api: {
    status?: string | (() => FakeAnswer | Promise<FakeAnswer>);
    feedback?: FakeAnswer;
    redeem?: FakeAnswer;
  } = {},
  props: { feedbackEnabled?: boolean } = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.uniqueId, CUSTOMER);
  const onClose = vi.fn();
  const calls = fakeApi(({ method, path }) => {
    if (method === 'GET' && path === `/discount/status/${CUSTOMER}?businessId=${BUSINESS}`) {
      const status = api.status ?? 'available';
      return typeof status === 'function' ? status() : { body: { status } };
    }
    if (method === 'POST' && path === `/feedback/${BUSINESS}`)
      return api.feedback ?? { status: 201, body: { message: 'ok', status: 'to-be-redeem' } };
    if (method === 'POST' && path === '/discount/redeem')
      return api.redeem ?? { body: { message: TEXTS.redeemed } };
    return undefined;
  });
  renderWithApp(
    <FeedbackModal
      open
      businessId={BUSINESS}
      businessName="Hạt Cà Phê"
      feedbackEnabled={props.feedbackEnabled ?? true}
      onClose={onClose}
    />,
  );
  return { calls, onClose };
}

/** Renders the modal for a customer with no id yet (none in local storage); answers the API calls. */
function renderForNewCustomer() {
  window.localStorage.removeItem(STORAGE_KEYS.uniqueId);
  const calls = fakeApi(() => ({ body: { status: 'available' } }));
  renderWithApp(
    <FeedbackModal
      open
      businessId={BUSINESS}
      businessName="Cafe"
      feedbackEnabled
      onClose={() => {}}
    />,
  );
  return calls;
}

const question = (name: string) => within(screen.getByRole('group', { name }));

/**
 * Picks a star as a click on its radio does. (A pointer move first would make MUI work out the hovered
 * star from the layout, which jsdom does not have.)
 */
function choose(questionName: string, star: string) {
  fireEvent.click(question(questionName).getByRole('radio', { name: star }));
}

/** Rates the questions in order, as many as ratings are given. */
function rate(ratings = [5, 4, 3]) {
  ratings.forEach((value, i) => {
    const q = FEEDBACK_QUESTIONS[i]!;
    choose(q.question, `${value} Star${value === 1 ? '' : 's'}, ${q.labels[value - 1]}`);
  });
}

describe('FeedbackModal', () => {
  it('shows a spinner while the status loads, then the form', async () => {
    let answer!: (a: FakeAnswer) => void;
    renderModal({ status: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByTestId('feedback-loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    answer({ body: { status: 'available' } });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    for (const q of FEEDBACK_QUESTIONS)
      expect(screen.getByRole('group', { name: q.question })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suggestions' })).toBeInTheDocument();
  });

  it('keeps Submit disabled until every question is rated, and shows the chosen label', async () => {
    renderModal();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    rate([5, 4]);
    expect(submit).toBeDisabled();
    expect(question('Atmoshpere').getByTestId('rating-label')).toHaveTextContent(
      'Enjoyable and Pleasant',
    );
    choose('Speed', '1 Star, Monday morning slow');
    expect(question('Speed').getByTestId('rating-label')).toHaveTextContent('Monday morning slow');
    expect(submit).toBeEnabled();
  });

  it('adds the menu item at 5 stars with Yes, and removes it again when switched off', async () => {
    renderModal();
    await screen.findByRole('button', { name: 'Submit' });
    expect(
      screen.queryByRole('group', { name: MENU_ITEM_QUESTION.question }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Yes' }));
    const item = question(MENU_ITEM_QUESTION.question);
    expect(item.getByRole('radio', { name: '5 Stars, Outstanding' })).toBeChecked();
    expect(item.getByTestId('rating-label')).toHaveTextContent('Outstanding');
    expect(
      screen.getByRole('textbox', { name: FEEDBACK_TEXTS.menuItemComment }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Yes' }));
    expect(
      screen.queryByRole('group', { name: MENU_ITEM_QUESTION.question }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: FEEDBACK_TEXTS.menuItemComment }),
    ).not.toBeInTheDocument();
  });

  it('sends the answers as the customer kept under uniqueId, then shows the discount, redeems and confirms', async () => {
    const { calls } = renderModal();
    await screen.findByRole('button', { name: 'Submit' });
    rate([5, 4, 3]);
    await user.click(screen.getByRole('switch', { name: 'Yes' }));
    await user.type(
      screen.getByRole('textbox', { name: FEEDBACK_TEXTS.menuItemComment }),
      'Egg coffee',
    );
    await user.type(screen.getByRole('textbox', { name: 'Suggestions' }), '  More seats ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const card = await screen.findByTestId('discount-card');
    expect(within(card).getByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(card).toHaveTextContent('10% Discount');
    expect(card).toHaveTextContent('10% off your next order at Hạt Cà Phê');
    const posted = calls.find((c) => c.method === 'POST' && c.path === `/feedback/${BUSINESS}`);
    expect(posted?.body).toEqual({
      userId: CUSTOMER,
      userFeedbacks: [
        ...FEEDBACK_QUESTIONS.map((q, i) => ({
          question: q.question,
          customerRating: [5, 4, 3][i],
          customerComment: '',
          labels: [...q.labels],
        })),
        {
          question: MENU_ITEM_QUESTION.question,
          customerRating: 5,
          customerComment: 'Egg coffee',
          labels: [...MENU_ITEM_QUESTION.labels],
        },
        {
          question: 'Suggestions',
          customerRating: null,
          customerComment: 'More seats',
          labels: [],
        },
      ],
    });

    await user.click(within(card).getByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: TEXTS.redeemTitle });
    expect(confirm).toHaveTextContent(TEXTS.redeemWarning);
    expect(calls.some((c) => c.path === '/discount/redeem')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(TEXTS.redeemed)).toBeInTheDocument();
    // Worded as done: no second '10% off your next order' waiting.
    const done = screen.getByTestId('redeemed');
    expect(done).toHaveTextContent('Your 10% discount at');
    expect(done).toHaveTextContent('has been used');
    expect(done).not.toHaveTextContent('off your next order');
    expect(calls.find((c) => c.path === '/discount/redeem')?.body).toEqual({
      userId: CUSTOMER,
      businessId: BUSINESS,
    });
  }, 20_000);

  it('NO closes the confirmation without redeeming', async () => {
    const { calls } = renderModal({ status: 'to-be-redeem' });
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: TEXTS.redeemTitle });
    await user.click(within(confirm).getByRole('button', { name: 'NO' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TEXTS.redeemTitle })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('discount-card')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/discount/redeem')).toBe(false);
  });

  it('shows the cool-down message while the customer waits', async () => {
    renderModal({ status: 'on-cooldown' });
    expect(await screen.findByText(FEEDBACK_TEXTS.cooldown)).toBeInTheDocument();
    expect(FEEDBACK_TEXTS.cooldown).toMatch(/in 2 days/);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows why a submit failed, in the modal, and keeps the answers', async () => {
    renderModal({
      feedback: { status: 429, body: { message: FEEDBACK_TEXTS.tooManyFromAddress } },
    });
    await screen.findByRole('button', { name: 'Submit' });
    rate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_TEXTS.tooManyFromAddress);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByTestId('discount-card')).not.toBeInTheDocument();
  });

  it('shows a refused redeem (already redeemed elsewhere) in the confirmation', async () => {
    renderModal({
      status: 'to-be-redeem',
      redeem: { status: 409, body: { message: FEEDBACK_TEXTS.alreadyRedeemed } },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: TEXTS.redeemTitle });
    await user.click(within(confirm).getByRole('button', { name: 'YES' }));
    expect(await within(confirm).findByText(FEEDBACK_TEXTS.alreadyRedeemed)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.redeemed)).not.toBeInTheDocument();
  });

  it('offers no form where the business does not run the program', async () => {
    renderModal({}, { feedbackEnabled: false });
    expect(await screen.findByText(FEEDBACK_TEXTS.programOff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('creates the customer id on first use and keeps it under uniqueId', async () => {
    const calls = renderForNewCustomer();
    await screen.findByRole('button', { name: 'Submit' });
    const id = window.localStorage.getItem(STORAGE_KEYS.uniqueId);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.path).toBe(`/discount/status/${id}?businessId=${BUSINESS}`);
  });

  it('opens on a plain-http page (a QR code scanned on the LAN), where crypto.randomUUID is missing', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const calls = renderForNewCustomer();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    const id = window.localStorage.getItem(STORAGE_KEYS.uniqueId);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(calls[0]?.path).toBe(`/discount/status/${id}?businessId=${BUSINESS}`);
  });
});

describe('FeedbackModal on a Vietnamese page', () => {
  function renderInVietnamese(status: string) {
    window.localStorage.setItem(STORAGE_KEYS.uniqueId, CUSTOMER);
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith(`/discount/status/${CUSTOMER}`))
        return { body: { status } };
      if (method === 'POST' && path === `/feedback/${BUSINESS}`)
        return { status: 201, body: { message: 'ok', status: 'to-be-redeem' } };
      return undefined;
    });
    renderWithApp(
      <LocaleProvider locale="vi">
        <FeedbackModal
          open
          businessId={BUSINESS}
          businessName="Hạt Cà Phê"
          feedbackEnabled
          onClose={() => {}}
        />
      </LocaleProvider>,
    );
    return calls;
  }

  it('asks its questions in Vietnamese and still sends them by their English names', async () => {
    const calls = renderInVietnamese('available');
    expect(await screen.findByRole('dialog', { name: /^Góp ý/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Gửi' });
    for (const name of ['Phục vụ', 'Không gian', 'Tốc độ'])
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Góp ý thêm' })).toBeInTheDocument();
    fireEvent.click(question('Phục vụ').getByRole('radio', { name: /^5 / }));
    expect(question('Phục vụ').getByTestId('rating-label')).toHaveTextContent('Chuẩn vị espresso');
    fireEvent.click(question('Không gian').getByRole('radio', { name: /^4 / }));
    fireEvent.click(question('Tốc độ').getByRole('radio', { name: /^1 / }));
    expect(question('Tốc độ').getByTestId('rating-label')).toHaveTextContent(
      'Chậm như sáng thứ Hai',
    );
    await user.click(screen.getByRole('switch', { name: 'Có' }));
    expect(screen.getByRole('group', { name: 'Món ăn' })).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() =>
      expect(
        (
          calls.find((c) => c.method === 'POST')?.body as {
            userFeedbacks: { question: string }[];
          }
        ).userFeedbacks.map((f) => f.question),
      ).toEqual([...FEEDBACK_QUESTIONS.map((q) => q.question), MENU_ITEM_QUESTION.question]),
    );
  });

  it('says in Vietnamese when feedback can be left again', async () => {
    renderInVietnamese('on-cooldown');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cảm ơn bạn đã góp ý! Bạn có thể góp ý lại sau 2 ngày.',
    );
  });
});
