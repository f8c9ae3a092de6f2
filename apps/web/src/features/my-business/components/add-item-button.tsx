// The square 'Add Item' button at the end of a list in edit mode, and the modal it opens.
import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { MenuList } from '@menudex/contract/entities';
import { useT } from '../../../lib/i18n.tsx';
import { AddItemModal } from './add-item-modal.tsx';

export function AddItemButton({ businessId, list }: { businessId: string; list: MenuList }) {
  const t = useT('owner');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={t('owner.item.addTo', { name: list.name })}
        data-menu-action // The Editing toolbar's 'Skip to Add Item' lands here (edit-controls.tsx).
        sx={{
          width: 160,
          height: 160,
          alignSelf: 'start',
          flexDirection: 'column',
          gap: 1,
          borderStyle: 'dashed',
          borderWidth: 2,
          '&:hover': { borderStyle: 'dashed', borderWidth: 2 },
        }}
      >
        <AddIcon fontSize="large" />
        {t('owner.item.add')}
      </Button>
      <AddItemModal
        open={open}
        onClose={() => setOpen(false)}
        businessId={businessId}
        list={list}
      />
    </>
  );
}
