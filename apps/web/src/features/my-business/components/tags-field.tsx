// The menu item's tags: free text, Enter after each, the suggested tags offered, at most five; a
// sixth shows 'You have reached the maximum number of tags'.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SUGGESTED_ITEM_TAGS } from '@menudex/contract/constants';
import { useT } from '../../../lib/i18n.tsx';
import { addTag } from '../utils/item-form.ts';

type Props = {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
};

export function TagsField({ tags, onChange, disabled }: Props) {
  const t = useT('owner');
  const [full, setFull] = useState(false);
  const [input, setInput] = useState('');
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={SUGGESTED_ITEM_TAGS}
      value={tags}
      inputValue={input}
      disabled={disabled}
      filterSelectedOptions
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value, reason) => {
        if (reason === 'removeOption' || reason === 'clear') {
          setFull(false);
          onChange(value);
          return;
        }
        // The last entry is the one just typed or picked; the rest are the tags already there.
        const added = value.at(-1) ?? '';
        const next = addTag(tags, added);
        if (next === 'full') {
          setFull(true);
          return;
        }
        setFull(false);
        onChange(next);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('owner.tags.label')}
          placeholder={t('owner.tags.placeholder')}
          error={full}
          helperText={full ? t('owner.tags.max') : undefined}
        />
      )}
    />
  );
}
