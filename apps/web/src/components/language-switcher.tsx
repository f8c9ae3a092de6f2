// The language switcher of the top bar (the account menu has its entries too, user-menu.tsx): the page being read, in each other
// language (docs/decisions/049). A plain link, so the page loads in that language from the server
// (its URL names the language; nothing is remembered in a cookie).
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LOCALE_NAMES, LOCALES, localizePath, type Locale } from '@menudex/contract/i18n/locales';
import { useLocale } from '../lib/i18n.tsx';

/** The address of the page being read (path, query and fragment) in each other language. */
export function useOtherLanguages(): { locale: Locale; name: string; href: string }[] {
  const current = useLocale();
  // Inside the router's basename: the path as the default language has it.
  const { pathname, search, hash } = useLocation();
  return LOCALES.filter((locale) => locale !== current).map((locale) => ({
    locale,
    name: LOCALE_NAMES[locale],
    href: localizePath(locale, `${pathname}${search}${hash}`),
  }));
}

/** The top bar's links, each in the language it names. */
export function LanguageSwitcher() {
  const others = useOtherLanguages();
  return (
    <>
      {others.map(({ locale, name, href }) => (
        <Button
          key={locale}
          href={href}
          hrefLang={locale}
          lang={locale}
          color="inherit"
          size="small"
          data-testid="language-switch"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, textTransform: 'none', minWidth: 0, px: 1 }}
        >
          {/* On a phone the first row holds the menu, logo, this and Sign In: the language's code
              there (VI), its name from 600 px up. */}
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {locale.toUpperCase()}
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {name}
          </Box>
        </Button>
      ))}
    </>
  );
}
