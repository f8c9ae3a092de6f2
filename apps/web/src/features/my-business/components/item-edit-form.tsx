// The item edit form of the business page (opened from a card's Edit button): photo (a file or a
// generated one), name, price, tags and Description, with Generate Photo and Generate Description
// (off unless the server has an AI provider). Its view mode, shown before a delete, has the
// description in a bordered box only when there is one.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { useAiEnabled, useGenerateDescription, useGenerateImage } from '../../../lib/ai.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { useItemImage } from '../hooks/use-item-image.ts';
import {
  itemFormProblems,
  itemFormValues,
  priceText,
  updateItemFormData,
  type ItemFormValues,
} from '../utils/item-form.ts';
import { AiHelperButton } from './ai-helper-button.tsx';
import { FilePickerButton } from './file-picker-button.tsx';
import { FormMessages } from './form-messages.tsx';
import { ImagePreview } from './image-preview.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { TagsField } from './tags-field.tsx';

/** The item edit form's view mode: what the item is, the description boxed only when present. */
export function ItemView({ item }: { item: Item }) {
  const price = priceText(item.price);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="item-view">
      <ImagePreview src={item.images[0] ? imageUrl(item.images[0]) : null} alt={item.name} />
      <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
        {item.name}
      </Typography>
      {price && <Typography sx={{ fontWeight: 700 }}>${price}</Typography>}
      {item.tags.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {item.tags.map((tag) => (
            <Chip key={tag._id} label={tag.name} size="small" />
          ))}
        </Box>
      )}
      {item.description && (
        <Box
          data-testid="item-description-box"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
            whiteSpace: 'pre-line',
          }}
        >
          {item.description}
        </Box>
      )}
    </Box>
  );
}

type DialogProps = { item: Item; businessId: string; open: boolean; onClose: () => void };

export function ItemEditDialog({ item, businessId, open, onClose }: DialogProps) {
  const titleId = `edit-item-${item._id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <DialogTitle id={titleId}>Edit {item.name}</DialogTitle>
      {/* Mounted while open: each opening starts from the saved item. */}
      {open && <ItemEditForm item={item} businessId={businessId} onDone={onClose} />}
    </Dialog>
  );
}

function ItemEditForm({
  item,
  businessId,
  onDone,
}: {
  item: Item;
  businessId: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState<ItemFormValues>(() => itemFormValues(item));
  const [checked, setChecked] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const image = useItemImage();
  const update = useUpdateItem(businessId, item._id);
  const ai = useAiEnabled();
  const generateImage = useGenerateImage();
  const generateDescription = useGenerateDescription();
  const problems = checked ? itemFormProblems(values) : {};
  const name = values.name.trim();
  const set = (patch: Partial<ItemFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(itemFormProblems(values)).length > 0) return;
    const form = updateItemFormData(item, values, image.image);
    if (!form) {
      onDone();
      return;
    }
    update.mutate(form, {
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
        <ImagePreview
          src={image.src ?? (item.images[0] ? imageUrl(item.images[0]) : null)}
          alt={`${item.name} photo`}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <FilePickerButton
            label="Upload File"
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
          <AiHelperButton
            label="Generate Photo"
            ai={ai}
            pending={generateImage.isPending}
            disabled={!name}
            onClick={() =>
              generateImage.mutate(name, { onSuccess: ({ dataUrl }) => image.generated(dataUrl) })
            }
          />
        </Box>
        <FormMessages messages={[fileProblem, generateImage.error?.message]} />
        <TextField
          label="Name"
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          required
          error={Boolean(problems.name)}
          helperText={problems.name}
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
        />
        <TextField
          label="Price"
          value={values.price}
          onChange={(e) => set({ price: e.target.value })}
          error={Boolean(problems.price)}
          helperText={problems.price}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TagsField tags={values.tags} onChange={(tags) => set({ tags })} />
        <TextField
          label="Description"
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          multiline
          minRows={LIMITS.descriptionMinRows}
          slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMaxLength } }}
        />
        <Box>
          <AiHelperButton
            label="Generate Description"
            ai={ai}
            pending={generateDescription.isPending}
            disabled={!name}
            onClick={() =>
              generateDescription.mutate(name, {
                onSuccess: (description) => set({ description }),
              })
            }
          />
        </Box>
        <FormMessages messages={[generateDescription.error?.message, update.error?.message]} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onDone} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
