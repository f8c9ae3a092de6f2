// The draft's lists as editable fields: each list's name, and each item's name, price and
// description, with a button to remove it. A price the model could not read stays empty and is
// marked 'price not read' until the owner types one; the tags and diets it read are shown.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { LIMITS } from '@menudex/contract/constants';
import { currencyDecimals } from '@menudex/contract/price';
import { useT } from '../../../lib/i18n.tsx';
import type { DraftProblems, EditableItem, EditableList } from '../utils/draft-edits.ts';

type Props = {
  lists: EditableList[];
  problems: DraftProblems;
  onChange: (lists: EditableList[]) => void;
  /** The business's currency: whole amounts get a numeric keyboard without a decimal point. */
  currency?: string;
};

export function DraftReview({ lists, problems, onChange, currency = 'USD' }: Props) {
  const t = useT('manage');
  const setList = (key: string, change: (list: EditableList) => EditableList) =>
    onChange(lists.map((list) => (list.key === key ? change(list) : list)));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {lists.map((list, index) => (
        <Box
          key={list.key}
          component="section"
          aria-label={t('manage.drafts.list', { n: index + 1 })}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <TextField
            label={t('manage.drafts.listName')}
            value={list.name}
            onChange={(e) => setList(list.key, (l) => ({ ...l, name: e.target.value }))}
            error={Boolean(problems.lists[list.key])}
            helperText={
              problems.lists[list.key] ??
              (list.items.length === 0 ? t('manage.drafts.listEmpty') : undefined)
            }
            slotProps={{ htmlInput: { maxLength: LIMITS.listNameMaxLength } }}
            sx={{ maxWidth: 480 }}
          />
          {list.items.map((item, itemIndex) => (
            <ItemFields
              key={item.key}
              item={item}
              label={t('manage.drafts.itemIn', {
                list: list.name.trim() || t('manage.drafts.list', { n: index + 1 }),
                n: itemIndex + 1,
              })}
              whole={currencyDecimals(currency) === 0}
              problems={problems.items[item.key] ?? {}}
              onChange={(changed) =>
                setList(list.key, (l) => ({
                  ...l,
                  items: l.items.map((i) => (i.key === item.key ? changed : i)),
                }))
              }
              onRemove={() =>
                setList(list.key, (l) => ({
                  ...l,
                  items: l.items.filter((i) => i.key !== item.key),
                }))
              }
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

function ItemFields({
  item,
  label,
  whole,
  problems,
  onChange,
  onRemove,
}: {
  item: EditableItem;
  /** Where the item is, for screen readers ('Starters, item 2'). */
  label: string;
  /** Prices are whole amounts (VND). */
  whole: boolean;
  problems: { name?: string; price?: string };
  onChange: (item: EditableItem) => void;
  onRemove: () => void;
}) {
  const t = useT('manage');
  const set = (patch: Partial<EditableItem>) => onChange({ ...item, ...patch });
  const notRead = item.priceNotRead && item.price.trim() === '';
  const removeLabel = t('manage.drafts.removeItem', { name: item.name.trim() || label });
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      data-testid="draft-item"
      sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: '1fr auto' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 11rem' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('manage.drafts.name')}
          size="small"
          value={item.name}
          onChange={(e) => set({ name: e.target.value })}
          error={Boolean(problems.name)}
          helperText={problems.name}
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
        />
        <TextField
          label={t('manage.drafts.price')}
          size="small"
          value={item.price}
          onChange={(e) => set({ price: e.target.value })}
          error={Boolean(problems.price)}
          // An empty price the model could not read: outlined in the warning colour until filled.
          sx={
            notRead
              ? {
                  '& .MuiOutlinedInput-notchedOutline': {
                    borderColor: 'warning.main',
                    borderWidth: 2,
                  },
                }
              : undefined
          }
          helperText={
            problems.price ??
            (notRead ? (
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'warning.dark',
                }}
              >
                <WarningAmberIcon sx={{ fontSize: 16 }} aria-hidden />
                {t('manage.drafts.priceNotRead')}
              </Box>
            ) : undefined)
          }
          slotProps={{ htmlInput: { inputMode: whole ? 'numeric' : 'decimal' } }}
        />
        <TextField
          label={t('manage.drafts.description')}
          size="small"
          value={item.description}
          onChange={(e) => set({ description: e.target.value })}
          multiline
          minRows={1}
          slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMaxLength } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        {(item.tags.length > 0 || item.diets.length > 0) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, gridColumn: { sm: '1 / -1' } }}>
            {item.tags.map((tag) => (
              <Chip key={`tag-${tag}`} label={tag} size="small" variant="outlined" />
            ))}
            {item.diets.map((diet) => (
              <Chip key={`diet-${diet}`} label={t(`diet.${diet}`)} size="small" color="success" />
            ))}
          </Box>
        )}
      </Box>
      <Tooltip title={removeLabel}>
        <IconButton aria-label={removeLabel} onClick={onRemove} sx={{ alignSelf: 'start' }}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
