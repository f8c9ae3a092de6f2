// The Add Item modal: 'Add Item to {topic}' with a Close button around the menu item form (an
// image preview with its file picker or a generated photo, Menu Name, the tags, Menu Description,
// Menu Price and Add Item).
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useCreateItem } from '../api/create-item.ts';
import { createItemFormData, emptyItemForm } from '../utils/item-form.ts';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ItemForm } from './item-form.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  businessId: string;
  /** The list the item goes to: its name is the title's topic, its id the form's topic. */
  list: { _id: string; name: string };
};

export function AddItemModal({ open, onClose, businessId, list }: Props) {
  const t = useT('owner');
  const titleId = `add-item-${list._id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('owner.item.addTo', { name: list.name })}
      </DialogTitle>
      <IconButton
        aria-label={t('owner.close')}
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
  const t = useT('owner');
  const create = useCreateItem(businessId);
  return (
    <ItemForm
      initial={emptyItemForm}
      texts={{
        name: t('owner.item.menuName'),
        description: t('owner.item.menuDescription'),
        price: t('owner.item.menuPrice'),
        submit: t('owner.item.add'),
        imageAlt: t('owner.item.imagePreview'),
      }}
      toFormData={(values, image) => createItemFormData(values, image, topic)}
      save={create}
      onDone={onDone}
    />
  );
}
