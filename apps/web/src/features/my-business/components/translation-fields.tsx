// The owner's texts in Vietnamese beside the originals (DESIGN.md 7.5): the name (and, for items and
// businesses, the description) as the Vietnamese pages show them, with the originals' limits (a text
// over its limit says so under the field; the form refuses to send it), and Draft with AI, which
// fills the fields from the originals for the owner to check. Nothing is written until the form is
// saved; an emptied field removes that text, and the Vietnamese pages show the original again.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@menudex/contract/constants';
import { useAiEnabled, useDraftTranslation } from '../../../lib/ai.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import {
  TRANSLATED_LOCALE,
  translationOverLimits,
  type TranslationDraft,
  type TranslationLimits,
} from '../utils/translation.ts';
import { AiHelperButton } from './ai-helper-button.tsx';
import { FormMessages } from './form-messages.tsx';

type Props = {
  value: TranslationDraft;
  onChange: (value: TranslationDraft) => void;
  /** The originals as typed: what Draft with AI translates. */
  original: { name: string; description?: string };
  /** The originals' limits; without a description limit there is no description field (a list). */
  limits: TranslationLimits;
  /** Small inputs, as the business page's edit mode has them. */
  size?: 'small' | 'medium';
  /** Off while the form is being sent. */
  disabled?: boolean;
};

export function TranslationFields({
  value,
  onChange,
  original,
  limits,
  size = 'medium',
  disabled,
}: Props) {
  const t = useT('owner');
  const locale = useLocale();
  const headingId = useId();
  const ai = useAiEnabled();
  const draft = useDraftTranslation();
  const [drafted, setDrafted] = useState(false);
  const withDescription = limits.description !== undefined;
  const over = translationOverLimits(value, limits);
  const tooLong = (max: number | undefined, text: string) =>
    max === undefined
      ? undefined
      : t('owner.translation.tooLong', {
          max: formatCount(max, locale),
          length: formatCount(text.trim().length, locale),
        });
  const source = {
    name: original.name.trim(),
    description: withDescription ? (original.description ?? '').trim() : '',
  };
  const set = (patch: Partial<TranslationDraft>) => {
    setDrafted(false);
    onChange({ ...value, ...patch });
  };
  const askAi = () =>
    draft.mutate(
      {
        to: TRANSLATED_LOCALE,
        ...(source.name && { name: source.name }),
        ...(source.description && { description: source.description }),
      },
      {
        onSuccess: (answer) => {
          onChange({
            name: answer.name ?? value.name,
            description: withDescription ? (answer.description ?? value.description) : '',
          });
          setDrafted(true);
        },
      },
    );

  return (
    <Box
      component="fieldset"
      aria-labelledby={headingId}
      data-testid="translation-fields"
      sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          // The fieldset's name (aria-labelledby); not a heading, whose level would depend on where
          // the fields are (a dialog's h2, the business page's h1).
          component="p"
          variant="subtitle1"
          sx={{ fontWeight: 700, mr: 'auto', p: 0 }}
        >
          {t('owner.translation.heading')}
        </Typography>
        <AiHelperButton
          label={t('owner.translation.draft')}
          ai={ai}
          pending={draft.isPending}
          disabled={disabled || (source.name === '' && source.description === '')}
          onClick={askAi}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('owner.translation.note')}
      </Typography>
      <TextField
        size={size}
        label={t('owner.translation.name')}
        value={value.name}
        onChange={(e) => set({ name: e.target.value })}
        disabled={disabled}
        error={over.name !== undefined}
        helperText={tooLong(over.name, value.name)}
        slotProps={{ htmlInput: { lang: TRANSLATED_LOCALE, autoComplete: 'off' } }}
      />
      {withDescription && (
        <TextField
          size={size}
          label={t('owner.translation.description')}
          value={value.description}
          onChange={(e) => set({ description: e.target.value })}
          disabled={disabled}
          multiline
          minRows={size === 'small' ? 2 : LIMITS.descriptionMinRows}
          error={over.description !== undefined}
          helperText={tooLong(over.description, value.description)}
          slotProps={{ htmlInput: { lang: TRANSLATED_LOCALE } }}
        />
      )}
      {drafted && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('owner.translation.drafted')}
        </Typography>
      )}
      <FormMessages messages={[draft.error?.message]} />
    </Box>
  );
}
