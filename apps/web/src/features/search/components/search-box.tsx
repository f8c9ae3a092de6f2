// The top-bar search box: submits to /search?input=…, alerts on empty input, and shows the input of
// the search on screen (a tag chip or the back button changes it). Without scripts it is a GET form.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '@menudex/contract/constants';
import { localizePath } from '@menudex/contract/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n.tsx';

export function SearchBox() {
  const [params] = useSearchParams();
  const searched = params.get('input') ?? '';
  const [input, setInput] = useState(searched);
  const [shown, setShown] = useState(searched);
  if (searched !== shown) {
    setShown(searched);
    setInput(searched);
  }
  // What was typed into the server's page before the app started (docs/decisions/031) stays:
  // hydration keeps the box's text, and the state takes it before the next render would clear it.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed && typed !== input) setInput(typed);
    // Once, on the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const navigate = useNavigate();
  const locale = useLocale();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text) {
      window.alert(t('search.empty'));
      return;
    }
    void navigate(`/search?input=${encodeURIComponent(text)}`);
  };
  return (
    // A plain GET form too: before the app has started (a server-rendered page starts its scripts
    // after its largest photo, docs/decisions/031) Enter still opens /search?input=….
    <form role="search" action={localizePath(locale, '/search')} method="get" onSubmit={submit}>
      {/* OutlinedInput, not TextField: TextField brings FormControl, labels and Select into every
          page's first download (about 20 KB gzip) for a box that has no visible label. */}
      <OutlinedInput
        inputRef={field}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        placeholder={t('search.placeholder')}
        size="small"
        fullWidth
        slotProps={{
          input: {
            name: 'input',
            'aria-label': t('search.label'),
            maxLength: LIMITS.searchInputMaxLength,
            enterKeyHint: 'search',
          },
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton type="submit" aria-label={t('search.label')} edge="end">
              <SearchIcon />
            </IconButton>
          </InputAdornment>
        }
      />
    </form>
  );
}
