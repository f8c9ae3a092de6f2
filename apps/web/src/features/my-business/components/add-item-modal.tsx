// The Add Item modal: 'Add Item to {topic}', an image preview with its file picker (or a generated
// photo), Menu Name, the tags, Menu Description, Menu Price and Add Item. Once a name is entered,
// two helpers draft the photo and the description from it.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { LIMITS } from '@menudex/contract/constants';
import { useAiEnabled, useGenerateDescription, useGenerateImage } from '../../../lib/ai.ts';
import { useCreateItem } from '../api/create-item.ts';
import { useItemImage } from '../hooks/use-item-image.ts';
import {
  createItemFormData,
  emptyItemForm,
  itemFormProblems,
  type ItemFormValues,
} from '../utils/item-form.ts';
import { AiHelperButton } from './ai-helper-button.tsx';
import { FilePickerButton } from './file-picker-button.tsx';
import { FormMessages } from './form-messages.tsx';
import { ImagePreview } from './image-preview.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { TagsField } from './tags-field.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  businessId: string;
  /** The list the item goes to: its name is the title's topic, its id the form's topic. */
  list: { _id: string; name: string };
};

export function AddItemModal({ open, onClose, businessId, list }: Props) {
  const titleId = `add-item-${list._id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Add Item to {list.name}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {/* Mounted while open: each opening starts from an empty form. */}
      {open && <AddItemForm businessId={businessId} topic={list._id} onDone={onClose} />}
    </Dialog>
  );
}

function AddItemForm({
  businessId,
  topic,
  onDone,
}: {
  businessId: string;
  topic: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState<ItemFormValues>(emptyItemForm);
  const [checked, setChecked] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const image = useItemImage();
  const create = useCreateItem(businessId);
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
    create.mutate(createItemFormData(values, image.image, topic), {
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
        <ImagePreview src={image.src} alt="Menu item image preview" />
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
          {name && (
            <>
              <AiHelperButton
                label="Generate Photo"
                ai={ai}
                pending={generateImage.isPending}
                onClick={() =>
                  generateImage.mutate(name, {
                    onSuccess: ({ dataUrl }) => image.generated(dataUrl),
                  })
                }
              />
              <AiHelperButton
                label="Generate Description"
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
          label="Menu Name"
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          required
          error={Boolean(problems.name)}
          helperText={problems.name}
          // The label is the specification's 'Menu Name': the input stays required (announced as
          // such, and checked on submit) but the label shows no asterisk.
          slotProps={{
            inputLabel: { required: false },
            htmlInput: { maxLength: LIMITS.nameMaxLength },
          }}
        />
        <TagsField tags={values.tags} onChange={(tags) => set({ tags })} />
        <TextField
          label="Menu Description"
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          multiline
          rows={LIMITS.descriptionMinRows}
          slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMaxLength } }}
        />
        <TextField
          label="Menu Price"
          value={values.price}
          onChange={(e) => set({ price: e.target.value })}
          error={Boolean(problems.price)}
          helperText={problems.price}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormMessages messages={[create.error?.message]} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Add Item
        </Button>
      </DialogActions>
    </Box>
  );
}
