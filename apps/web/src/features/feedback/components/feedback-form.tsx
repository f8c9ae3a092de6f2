// The feedback form: Customer Service, Atmoshpere and Speed (rated), the optional menu item behind a
// Yes toggle (rated, 5 to start, with a comment), suggestions without stars, and Submit, disabled
// while a rating is missing. A failed submit shows the server's message here.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FEEDBACK_QUESTIONS,
  LIMITS,
  MENU_ITEM_QUESTION,
  RATING,
  SUGGESTION_QUESTION,
  type RatingQuestion as Question,
} from '@menudex/contract/constants';
import type { FeedbackRequest } from '@menudex/contract/feedback';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import { useT, type Translate } from '../../../lib/i18n.tsx';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { RatingQuestion } from './rating-question.tsx';

type Entry = {
  question: string;
  customerRating: number | null;
  customerComment: string;
  labels: string[];
};

const firstEntries = (): Entry[] =>
  FEEDBACK_QUESTIONS.map((q) => ({
    question: q.question,
    customerRating: null,
    customerComment: '',
    labels: [...q.labels],
  }));

const menuItemEntry = (): Entry => ({
  question: MENU_ITEM_QUESTION.question,
  customerRating: RATING.defaultMenuItemRating,
  customerComment: '',
  labels: [...MENU_ITEM_QUESTION.labels],
});

/** A rated question's words in the catalogue: `account.feedback.<name>` and its labels `.1` to `.5`. */
type Shown = 'service' | 'atmosphere' | 'speed' | 'menuItem';

/** The contract's rated questions, in its order (account-en.ts takes their English the same way). */
const RATED: readonly Shown[] = ['service', 'atmosphere', 'speed'];

const SHOWN = new Map<string, Shown>([
  ...FEEDBACK_QUESTIONS.flatMap((q, i): [string, Shown][] => {
    const name = RATED[i];
    return name ? [[q.question, name]] : [];
  }),
  [MENU_ITEM_QUESTION.question, 'menuItem'],
]);

/**
 * A question as the page's language words it. Only what is shown changes: the entry keeps and
 * sends the contract's English question, which names it to the server.
 */
function shownQuestion(question: Question, t: Translate<AreaMessageKey<'account'>>): Question {
  const shown = SHOWN.get(question.question);
  if (!shown) return question;
  return {
    question: t(`account.feedback.${shown}`),
    labels: [
      t(`account.feedback.${shown}.1`),
      t(`account.feedback.${shown}.2`),
      t(`account.feedback.${shown}.3`),
      t(`account.feedback.${shown}.4`),
      t(`account.feedback.${shown}.5`),
    ],
  };
}

type Props = { businessId: string; customerId: string };

export function FeedbackForm({ businessId, customerId }: Props) {
  const t = useT('account');
  const [entries, setEntries] = useState<Entry[]>(firstEntries);
  const [suggestion, setSuggestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitFeedback(businessId);

  const menuItemOn = entries.at(-1)?.question === MENU_ITEM_QUESTION.question;
  const ratingMissing = entries.some((e) => e.customerRating === null);

  const update = (index: number, changes: Partial<Entry>) =>
    setEntries((current) => current.map((e, i) => (i === index ? { ...e, ...changes } : e)));

  // As specified: switching the menu item on adds its entry (rated 5), switching it off removes the last.
  const toggleMenuItem = (on: boolean) =>
    setEntries((current) => (on ? [...current, menuItemEntry()] : current.slice(0, -1)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ratingMissing || submit.isPending) return;
    setError(null);
    const body: FeedbackRequest = {
      userId: customerId,
      userFeedbacks: [
        ...entries,
        ...(suggestion.trim()
          ? [
              {
                question: SUGGESTION_QUESTION,
                customerRating: null,
                customerComment: suggestion.trim(),
                labels: [],
              },
            ]
          : []),
      ],
    };
    submit.mutate(body, {
      onError: (err) => {
        console.error(err);
        setError(err instanceof Error ? err.message : t('account.somethingWrongTryAgain'));
      },
    });
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('account.feedback.form')}>
      <Stack spacing={2.5}>
        {entries.map((entry, index) => {
          const question = FEEDBACK_QUESTIONS.find((q) => q.question === entry.question);
          return question ? (
            <RatingQuestion
              key={entry.question}
              question={shownQuestion(question, t)}
              value={entry.customerRating}
              onChange={(customerRating) => update(index, { customerRating })}
            />
          ) : null;
        })}
        <Divider />
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('account.feedback.menuItemPrompt')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={menuItemOn}
                onChange={(e) => toggleMenuItem(e.target.checked)}
                color="secondary"
              />
            }
            label={t('account.feedback.menuItemToggle')}
          />
          {menuItemOn && (
            <Box sx={{ mt: 1 }}>
              <RatingQuestion
                question={shownQuestion(MENU_ITEM_QUESTION, t)}
                value={entries.at(-1)?.customerRating ?? null}
                onChange={(customerRating) => update(entries.length - 1, { customerRating })}
              />
              <TextField
                label={t('account.feedback.menuItemComment')}
                value={entries.at(-1)?.customerComment ?? ''}
                onChange={(e) => update(entries.length - 1, { customerComment: e.target.value })}
                fullWidth
                multiline
                minRows={2}
                sx={{ mt: 1.5 }}
                slotProps={{ htmlInput: { maxLength: LIMITS.feedbackCommentMaxLength } }}
              />
            </Box>
          )}
        </Box>
        <Box>
          <Typography
            component="h3"
            variant="subtitle1"
            id="suggestions-title"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('account.feedback.suggestions')}
          </Typography>
          <TextField
            placeholder={t('account.feedback.suggestionsPrompt')}
            value={suggestion}
            onChange={(e) => setSuggestion(e.target.value)}
            fullWidth
            multiline
            minRows={3}
            slotProps={{
              htmlInput: {
                maxLength: LIMITS.feedbackCommentMaxLength,
                'aria-labelledby': 'suggestions-title',
              },
            }}
          />
        </Box>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={ratingMissing || submit.isPending}
          startIcon={submit.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('account.feedback.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
