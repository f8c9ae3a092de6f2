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
} from '@menudex/contract/constants';
import { FEEDBACK_TEXTS, type FeedbackRequest } from '@menudex/contract/feedback';
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

type Props = { businessId: string; customerId: string };

export function FeedbackForm({ businessId, customerId }: Props) {
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
        setError(err instanceof Error ? err.message : 'Something went wrong, please try again');
      },
    });
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Feedback form">
      <Stack spacing={2.5}>
        {entries.map((entry, index) => {
          const question = FEEDBACK_QUESTIONS.find((q) => q.question === entry.question);
          return question ? (
            <RatingQuestion
              key={entry.question}
              question={question}
              value={entry.customerRating}
              onChange={(customerRating) => update(index, { customerRating })}
            />
          ) : null;
        })}
        <Divider />
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {FEEDBACK_TEXTS.menuItemPrompt}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={menuItemOn}
                onChange={(e) => toggleMenuItem(e.target.checked)}
                color="secondary"
              />
            }
            label={FEEDBACK_TEXTS.menuItemToggle}
          />
          {menuItemOn && (
            <Box sx={{ mt: 1 }}>
              <RatingQuestion
                question={MENU_ITEM_QUESTION}
                value={entries.at(-1)?.customerRating ?? null}
                onChange={(customerRating) => update(entries.length - 1, { customerRating })}
              />
              <TextField
                label={FEEDBACK_TEXTS.menuItemComment}
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
            {SUGGESTION_QUESTION}
          </Typography>
          <TextField
            placeholder={FEEDBACK_TEXTS.suggestionsPrompt}
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
          {FEEDBACK_TEXTS.submit}
        </Button>
      </Stack>
    </Box>
  );
}
