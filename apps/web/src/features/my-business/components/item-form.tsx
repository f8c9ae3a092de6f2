// The menu item form, one for the Add Item modal and the item edit form: the photo (a file or a
// generated one) with Upload File, Generate Photo and Generate Description (shown once there is a
// name), the name, tags, description and price, the name and description in Vietnamese, the diets
// and the allergens. The two callers differ only in their texts, the
// saved photo, how the answer is sent, a Cancel button and whether the description grows.
import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import UploadIcon from '@mui/icons-material/Upload';
import { LIMITS } from '@menudex/contract/constants';
import { DIETS } from '@menudex/contract/plate-words';
import type { Item } from '@menudex/contract/entities';
import { BusyButton } from '../../../components/busy-button.tsx';
import { ChoiceChips, toggle } from '../../../components/choice-chips.tsx';
import { useAiEnabled, useGenerateDescription, useGenerateImage } from '../../../lib/ai.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useItemImage } from '../hooks/use-item-image.ts';
import { itemFormProblems, type ItemFormValues, type ItemImage } from '../utils/item-form.ts';
import { AiHelperButton } from './ai-helper-button.tsx';
import { AllergensField } from './allergens-field.tsx';
import { FilePickerButton } from './file-picker-button.tsx';
import { FormMessages } from './form-messages.tsx';
import { ImagePreview } from './image-preview.tsx';
import { TagsField } from './tags-field.tsx';
import { TranslationFields } from './translation-fields.tsx';
import { ITEM_TRANSLATION_LIMITS } from '../utils/translation.ts';
import { usePlace } from '../../../lib/place.ts';

/** The words of one form: the Add Item modal says 'Menu Name', the edit form 'Name'. */
export type ItemFormTexts = {
  name: string;
  description: string;
  price: string;
  submit: string;
  imageAlt: string;
};

type Props = {
  initial: ItemFormValues;
  texts: ItemFormTexts;
  /** The photo the item already has (edit), shown until another is chosen or generated. */
  savedImage?: string | null;
  /** The multipart form to send, or null when there is nothing to send (an unchanged edit). */
  toFormData: (values: ItemFormValues, image: ItemImage) => FormData | null;
  save: UseMutationResult<Item, Error, FormData>;
  /** Called after a successful save, or at once when there was nothing to send. */
  onDone: () => void;
  /** Shows a Cancel button beside the submit button. */
  onCancel?: () => void;
  /** The description starts at 4 rows and grows (edit form), or keeps 4 rows (Add Item modal). */
  descriptionGrows?: boolean;
};

export function ItemForm({
  initial,
  texts,
  savedImage = null,
  toFormData,
  save,
  onDone,
  onCancel,
  descriptionGrows = false,
}: Props) {
  const t = useT('owner');
  const [values, setValues] = useState<ItemFormValues>(initial);
  const [checked, setChecked] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const image = useItemImage();
  const ai = useAiEnabled();
  const generateImage = useGenerateImage();
  const generateDescription = useGenerateDescription();
  const currency = usePlace().currency;
  const problems = checked ? itemFormProblems(values, t, currency) : {};
  const name = values.name.trim();
  const set = (patch: Partial<ItemFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(itemFormProblems(values, t, currency)).length > 0) return;
    const form = toFormData(values, image.image);
    if (!form) {
      onDone();
      return;
    }
    save.mutate(form, {
      onSuccess: () => {
        image.clear();
        onDone();
      },
    });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ImagePreview src={image.src ?? savedImage} alt={texts.imageAlt} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <FilePickerButton
            label={t('owner.uploadFile')}
            name="images"
            variant="outlined"
            size="small"
            icon={<UploadIcon />}
            onPick={(file) => {
              setFileProblem(null);
              image.choose(file);
            }}
            onRefuse={setFileProblem}
          />
          {name && (
            <>
              <AiHelperButton
                label={t('owner.item.generatePhoto')}
                ai={ai}
                pending={generateImage.isPending}
                onClick={() =>
                  generateImage.mutate(name, {
                    onSuccess: ({ dataUrl }) => image.generated(dataUrl),
                  })
                }
              />
              <AiHelperButton
                label={t('owner.item.generateDescription')}
                ai={ai}
                pending={generateDescription.isPending}
                onClick={() =>
                  generateDescription.mutate(name, {
                    onSuccess: (description) => set({ description }),
                  })
                }
              />
            </>
          )}
        </Box>
        <FormMessages
          messages={[fileProblem, generateImage.error?.message, generateDescription.error?.message]}
        />
        <TextField
          label={texts.name}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          required
          error={Boolean(problems.name)}
          helperText={problems.name}
          // The specification's labels carry no asterisk: the input stays required (announced as
          // such, and checked on submit) but the label does not show it.
          slotProps={{
            inputLabel: { required: false },
            htmlInput: { maxLength: LIMITS.nameMaxLength },
          }}
        />
        <TagsField tags={values.tags} onChange={(tags) => set({ tags })} />
        <TextField
          label={texts.description}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          multiline
          {...(descriptionGrows
            ? { minRows: LIMITS.descriptionMinRows }
            : { rows: LIMITS.descriptionMinRows })}
          slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMaxLength } }}
        />
        <TranslationFields
          value={values.translation}
          onChange={(translation) => set({ translation })}
          original={values}
          limits={ITEM_TRANSLATION_LIMITS}
          disabled={save.isPending}
        />
        <TextField
          label={texts.price}
          value={values.price}
          onChange={(e) => set({ price: e.target.value })}
          error={Boolean(problems.price)}
          helperText={problems.price}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <ChoiceChips
          title={t('owner.item.diets')}
          note={t('owner.item.dietsNote')}
          options={DIETS.map((diet) => ({ value: diet, label: t(`owner.diet.${diet}`) }))}
          selected={values.diets}
          onToggle={(diet) => set({ diets: toggle(values.diets, diet) })}
        />
        <AllergensField value={values.allergens} onChange={(allergens) => set({ allergens })} />
        <FormMessages messages={[save.error?.message]} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {onCancel && (
          <Button onClick={onCancel} color="inherit">
            {t('owner.cancel')}
          </Button>
        )}
        <BusyButton type="submit" variant="contained" busy={save.isPending}>
          {texts.submit}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
