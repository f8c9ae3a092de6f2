// Add New List (edit mode, after the lists): asks for the list's name and adds it.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { LIMITS } from '@menudex/contract/constants';
import { useAddList } from '../api/add-list.ts';
import { FormMessages } from './form-messages.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { BusyButton } from '../../../components/busy-button.tsx';

export function AddListButton({ businessId }: { businessId: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const add = useAddList(businessId);
  const close = () => {
    setOpen(false);
    setName('');
    add.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), { onSuccess: close });
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        data-menu-action // Where 'Skip to Add Item' lands when there is no list yet.
        sx={{ mt: 4 }}
      >
        Add New List
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="add-new-list"
        slotProps={{ paper: { sx: modalPaperSx } }}
      >
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id="add-new-list">Add New List</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextField
              label="List Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: LIMITS.listNameMaxLength } }}
            />
            <FormMessages messages={[add.error?.message]} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} color="inherit">
              Cancel
            </Button>
            <BusyButton type="submit" variant="contained" busy={add.isPending}>
              Add
            </BusyButton>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
