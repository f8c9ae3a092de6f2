// Add New List (edit mode, after the lists): asks for the list's name (and its name in Vietnamese)
// and adds it.
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
import { useT } from '../../../lib/i18n.tsx';
import { useAddList } from '../api/add-list.ts';
import {
  emptyTranslation,
  LIST_TRANSLATION_LIMITS,
  translationOverLimits,
} from '../utils/translation.ts';
import { FormMessages } from './form-messages.tsx';
import { TranslationFields } from './translation-fields.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { BusyButton } from '../../../components/busy-button.tsx';

export function AddListButton({ businessId }: { businessId: string }) {
  const t = useT('owner');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [translation, setTranslation] = useState(emptyTranslation);
  const add = useAddList(businessId);
  const close = () => {
    setOpen(false);
    setName('');
    setTranslation(emptyTranslation);
    add.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field says what is too long; nothing is sent until it fits.
    if (Object.keys(translationOverLimits(translation, LIST_TRANSLATION_LIMITS)).length > 0) return;
    add.mutate({ name: name.trim(), translation }, { onSuccess: close });
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
        {t('owner.list.add')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="add-new-list"
        slotProps={{ paper: { sx: modalPaperSx } }}
      >
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id="add-new-list">{t('owner.list.add')}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextField
              label={t('owner.list.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: LIMITS.listNameMaxLength } }}
            />
            <TranslationFields
              value={translation}
              onChange={setTranslation}
              original={{ name }}
              limits={LIST_TRANSLATION_LIMITS}
              disabled={add.isPending}
            />
            <FormMessages messages={[add.error?.message]} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} color="inherit">
              {t('owner.cancel')}
            </Button>
            <BusyButton type="submit" variant="contained" busy={add.isPending}>
              {t('owner.add')}
            </BusyButton>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
