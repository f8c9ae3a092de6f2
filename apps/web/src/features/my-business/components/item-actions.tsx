// A card's footer in edit mode: Edit opens the item edit form; Delete asks for confirmation first.
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import type { Item } from '@menudex/contract/entities';
import { useDeleteItem } from '../api/delete-item.ts';
import { FormMessages } from './form-messages.tsx';
import { ItemEditDialog, ItemView } from './item-edit-form.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';

export function ItemActions({ item, businessId }: { item: Item; businessId: string }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteItem(businessId, item._id);
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
        aria-label={`Edit ${item.name}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${item.name}`}
        sx={{ ml: 'auto' }}
      >
        Delete
      </Button>
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
        <DialogTitle id={`delete-item-${item._id}`}>Delete this item?</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ItemView item={item} />
          <FormMessages messages={[remove.error?.message]} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={closeConfirm} color="inherit" disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={remove.isPending}
            startIcon={
              remove.isPending ? <CircularProgress size={16} color="inherit" /> : <DeleteIcon />
            }
            onClick={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
