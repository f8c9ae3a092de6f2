// A card's footer in edit mode: Edit opens the item edit form; Sold out today marks the item sold
// out (or back on) in one tap; Delete asks for confirmation first.
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import type { Item } from '@menudex/contract/entities';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useDeleteItem } from '../api/delete-item.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { soldOutFormData } from '../utils/item-form.ts';
import { FormMessages } from './form-messages.tsx';
import { ItemEditDialog, ItemView } from './item-edit-form.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';

export function ItemActions({ item, businessId }: { item: Item; businessId: string }) {
  const t = useT('owner');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteItem(businessId, item._id);
  const soldOut = useUpdateItem(businessId, item._id);
  const closeConfirm = () => {
    if (remove.isPending) return;
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<EditIcon />}
        onClick={() => setEditing(true)}
        aria-label={t('owner.item.editTitle', { name: item.name })}
      >
        {t('owner.edit')}
      </Button>
      <Button
        size="small"
        variant={item.soldOut ? 'contained' : 'outlined'}
        color="inherit"
        aria-pressed={item.soldOut}
        disabled={soldOut.isPending}
        startIcon={
          soldOut.isPending ? (
            <CircularProgress size={14} color="inherit" />
          ) : item.soldOut ? (
            <CheckIcon />
          ) : undefined
        }
        onClick={() => soldOut.mutate(soldOutFormData(!item.soldOut))}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('owner.item.soldOutToday')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setConfirming(true)}
        aria-label={t('owner.item.deleteLabel', { name: item.name })}
        sx={{ ml: 'auto' }}
      >
        {t('owner.delete')}
      </Button>
      <Snackbar open={soldOut.isError} autoHideDuration={8000} onClose={() => soldOut.reset()}>
        <Alert severity="error" onClose={() => soldOut.reset()}>
          {soldOut.error?.message}
        </Alert>
      </Snackbar>
      <ItemEditDialog
        item={item}
        businessId={businessId}
        open={editing}
        onClose={() => setEditing(false)}
      />
      <Dialog
        open={confirming}
        onClose={closeConfirm}
        aria-labelledby={`delete-item-${item._id}`}
        slotProps={{ paper: { sx: modalPaperSx } }}
      >
        <DialogTitle id={`delete-item-${item._id}`}>{t('owner.item.deleteTitle')}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ItemView item={item} />
          <FormMessages messages={[remove.error?.message]} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={closeConfirm} color="inherit" disabled={remove.isPending}>
            {t('owner.cancel')}
          </Button>
          <BusyButton
            variant="contained"
            color="error"
            busy={remove.isPending}
            startIcon={<DeleteIcon />}
            onClick={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          >
            {t('owner.delete')}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
