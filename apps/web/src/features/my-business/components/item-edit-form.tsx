// The item edit form of the business page (opened from a card's Edit button): the menu item form
// with the item's values, labelled Name, Price, Description, with Cancel and Save; Save sends only
// what changed. Its view mode, shown before a delete, has the description in a bordered box only
// when there is one.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Item } from '@menudex/contract/entities';
import { formatPrice } from '@menudex/contract/price';
import { imageUrl } from '../../../lib/image-url.ts';
import { usePlace } from '../../../lib/place.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useUpdateItem } from '../api/update-item.ts';
import { itemFormValues, updateItemFormData } from '../utils/item-form.ts';
import { ImagePreview } from './image-preview.tsx';
import { ItemForm } from './item-form.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';

/** The item edit form's view mode: what the item is, the description boxed only when present. */
export function ItemView({ item }: { item: Item }) {
  // The install's currency, as the cards write it ($14.50; 14,50 US$ on a Vietnamese page).
  const price = formatPrice(item.price, usePlace().currency, useLocale());
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="item-view">
      <ImagePreview src={item.images[0] ? imageUrl(item.images[0]) : null} alt={item.name} />
      <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
        {item.name}
      </Typography>
      {price && <Typography sx={{ fontWeight: 700 }}>{price}</Typography>}
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
  const t = useT('owner');
  const titleId = `edit-item-${item._id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <DialogTitle id={titleId}>{t('owner.item.editTitle', { name: item.name })}</DialogTitle>
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
  const t = useT('owner');
  const update = useUpdateItem(businessId, item._id);
  return (
    <ItemForm
      initial={itemFormValues(item)}
      texts={{
        name: t('owner.item.name'),
        description: t('owner.item.description'),
        price: t('owner.item.price'),
        submit: t('owner.save'),
        imageAlt: t('owner.item.photo', { name: item.name }),
      }}
      savedImage={item.images[0] ? imageUrl(item.images[0]) : null}
      toFormData={(values, image) => updateItemFormData(item, values, image)}
      save={update}
      onDone={onDone}
      onCancel={onDone}
      descriptionGrows
    />
  );
}
