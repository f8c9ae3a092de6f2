// Edit mode's texts of the business page, in the places and styles of the view: the name as heading
// 1, the phone (masked) as heading 2, the description as a paragraph, and the address inputs with
// the specification's placeholders; the Address heading shows once a part of the address is filled.
// Under the description, the name and description in Vietnamese, then the business's website and
// public e-mail, checked as they are typed.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme, type TypographyVariant } from '@mui/material/styles';
import { LIMITS } from '@menudex/contract/constants';
import { BUSINESS_LIMITS, isEmailShape, isWebsite } from '@menudex/contract/businesses';
import type { Business } from '@menudex/contract/entities';
import { DETAILS_GRID } from '../../../components/business-layout.ts';
import { ADDRESS_FIELDS, type AddressKey, type TextKey } from '../utils/business-edits.ts';
import {
  BUSINESS_TRANSLATION_LIMITS,
  translationOf,
  type TranslationDraft,
} from '../utils/translation.ts';
import { usePhoneField } from './phone-mask-input.tsx';
import { TranslationFields } from './translation-fields.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Props = {
  /** The business with the edits so far. */
  business: Business;
  onText: (key: TextKey, value: string) => void;
  onAddress: (key: AddressKey, value: string) => void;
  onTranslation: (value: TranslationDraft) => void;
};

export function BusinessDetailsEditor({ business, onText, onAddress, onTranslation }: Props) {
  const t = useT('owner');
  const addressShown = ADDRESS_FIELDS.some(({ key }) => business.location[key].trim() !== '');
  return (
    <Box sx={DETAILS_GRID} data-testid="business-details-editor">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {/* The page's h1 (the name is a field here), for the headings' outline. */}
        <h1 className="mdx-visually-hidden">{business.name || t('owner.business.heading')}</h1>
        <StyledText
          variant="h1"
          label={t('owner.business.name')}
          value={business.name}
          onChange={(v) => onText('name', v)}
          maxLength={LIMITS.nameMaxLength}
        />
        <StyledText
          variant="h2"
          label={t('owner.business.phone')}
          value={business.displayPhone}
          onChange={(v) => onText('displayPhone', v)}
          phone
        />
        <StyledText
          variant="body1"
          label={t('owner.business.description')}
          value={business.description}
          onChange={(v) => onText('description', v)}
          maxLength={LIMITS.descriptionMaxLength}
          multiline
        />
        <TranslationFields
          value={translationOf(business.translations)}
          onChange={onTranslation}
          original={business}
          limits={BUSINESS_TRANSLATION_LIMITS}
          size="small"
        />
        <ContactField
          label={t('owner.business.website')}
          type="url"
          placeholder={t('owner.business.websiteExample')}
          value={business.website}
          onChange={(v) => onText('website', v)}
          maxLength={BUSINESS_LIMITS.websiteMaxLength}
          problem={isWebsite(business.website.trim()) ? null : t('owner.business.invalidWebsite')}
        />
        <ContactField
          label={t('owner.business.email')}
          type="email"
          placeholder={t('owner.business.emailExample')}
          value={business.email}
          onChange={(v) => onText('email', v)}
          maxLength={BUSINESS_LIMITS.emailMaxLength}
          problem={isEmailShape(business.email.trim()) ? null : t('owner.business.invalidEmail')}
        />
      </Box>
      <Box
        component="section"
        aria-label={t('owner.business.address')}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {addressShown && (
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('owner.business.address')}
          </Typography>
        )}
        {ADDRESS_FIELDS.map(({ key, placeholder }) => (
          <TextField
            key={key}
            size="small"
            placeholder={t(placeholder)}
            value={business.location[key]}
            onChange={(e) => onAddress(key, e.target.value)}
            slotProps={{
              htmlInput: {
                'aria-label': t(placeholder),
                maxLength: BUSINESS_LIMITS.addressPartMaxLength,
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

type ContactFieldProps = {
  label: string;
  type: 'url' | 'email';
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Why the value would be refused ('' is fine: it removes it); null when it is fine. */
  problem: string | null;
};

/** The website or public e-mail: pointed out under the field as it is typed, refused by Save too. */
function ContactField({
  label,
  type,
  placeholder,
  value,
  onChange,
  maxLength,
  problem,
}: ContactFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={problem !== null}
      helperText={problem ?? undefined}
      slotProps={{ htmlInput: { maxLength, inputMode: type, autoComplete: 'off' } }}
    />
  );
}

type StyledTextProps = {
  variant: TypographyVariant;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  phone?: boolean;
};

/** A text input that looks like the text it edits (heading 1, heading 2 or paragraph). */
function StyledText({
  variant,
  label,
  value,
  onChange,
  maxLength,
  multiline,
  phone,
}: StyledTextProps): ReactNode {
  const theme = useTheme();
  const phoneInput = usePhoneField().inputComponent;
  const { fontSize, fontWeight, lineHeight } = theme.typography[variant];
  return (
    <TextField
      variant="standard"
      fullWidth
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      sx={{
        '& .MuiInputBase-root': {
          fontSize: variant === 'h2' ? '1.25rem' : fontSize,
          fontWeight: variant === 'h2' ? 600 : fontWeight,
          lineHeight,
        },
      }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength },
        input: phone && phoneInput ? { inputComponent: phoneInput } : undefined,
      }}
    />
  );
}
