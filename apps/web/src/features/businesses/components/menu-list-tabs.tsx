// The business page's menu-list tabs: a bar that stays under the sticky top bar while the lists are
// read, scrolls sideways, and has one link per list to its heading (`#list-{id}`), so a long menu on
// a phone is one press from any list. The links work before the page hydrates (the browser's own
// jump to the fragment); once live, a press scrolls to the list and moves focus to its heading, and
// the tab of the list being read is marked as the page scrolls (an IntersectionObserver).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { BREAKPOINTS } from '@menudex/contract/constants';
import type { MenuList } from '@menudex/contract/entities';
import { useT } from '../../../lib/i18n.tsx';

/** The id of a list's heading: the tabs' fragment, and where a press moves focus. */
export const listHeadingId = (listId: string) => `list-${listId}`;

// The top bar's height (app/layout/top-bar.tsx): two rows at 700 px and below, where the search box
// has a row of its own, one row above. By CSS, with the top bar's own condition, so the server's
// HTML is right at every width from the first paint (it knows no width).
const TWO_ROW_TOP_BAR = `@media (max-width: ${BREAKPOINTS.searchBoxRow}px)`;
const TOP_BAR_PX = { oneRow: 64, twoRows: 92 };
const TABS_PX = 48;
/**
 * Room above a list (its section and heading) for the browser's own jumps to it (the tabs' links
 * before the page is live, a shared `#list-…` address): the tabs. The page's `scroll-padding-top`
 * (the theme's, on `html`) clears the top bar above them, and the two add up.
 */
export const LIST_SCROLL_MARGIN = { scrollMarginTop: `${TABS_PX}px` };

type Props = { lists: readonly Pick<MenuList, '_id' | 'name'>[] };

export function MenuListTabs({ lists }: Props) {
  // The server renders the first list as the current one (it knows no scrolling); the observer
  // corrects it once the page is live.
  const [current, setCurrent] = useState(lists[0]?._id ?? '');
  const t = useT();
  const bar = useRef<HTMLUListElement>(null);
  /** Where a press on a tab left the page: its tab stays current until the reader scrolls. */
  const pressedAt = useRef<number | null>(null);
  const ids = lists.map((list) => list._id).join(' ');

  useEffect(() => {
    const nav = bar.current?.parentElement;
    if (!nav || typeof IntersectionObserver === 'undefined') return;
    const order = ids.split(' ');
    const sections = new Map<Element, string>();
    for (const id of order) {
      const section = document.getElementById(listHeadingId(id))?.closest('section');
      if (section) sections.set(section, id);
    }
    const inBand = new Set<string>();
    let observer: IntersectionObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      inBand.clear();
      // The list being read is the first one in the band under the two sticky bars (down to 40%
      // of the screen): a list leaves it once its last row has gone under the bars, and a list
      // jumped to starts in it.
      const top = Math.round(parseFloat(getComputedStyle(nav).top) + nav.offsetHeight);
      const bottom = Math.max(top + TABS_PX, window.innerHeight * 0.4);
      const below = Math.max(0, Math.round(window.innerHeight - bottom));
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const id = sections.get(entry.target);
            if (id === undefined) continue;
            if (entry.isIntersecting) inBand.add(id);
            else inBand.delete(id);
          }
          // A list near the page's end cannot reach the band: after a press on its tab, that tab
          // stays current until the reader scrolls.
          if (pressedAt.current !== null && Math.abs(window.scrollY - pressedAt.current) < 2)
            return;
          pressedAt.current = null;
          // Between two lists (none in the band), the last one stays current.
          const reading = order.find((id) => inBand.has(id));
          if (reading) setCurrent(reading);
        },
        { rootMargin: `-${top}px 0px -${below}px 0px` },
      );
      for (const section of sections.keys()) observer.observe(section);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [ids]);

  // The current tab is kept in sight in the bar (a phone shows two or three of them): centred.
  useEffect(() => {
    const list = bar.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [current]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A new tab or window (a modified or middle press) is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const heading = document.getElementById(listHeadingId(id));
    if (!heading) return;
    event.preventDefault();
    // At once ('instant' even where the page scrolls smoothly): the reader asked for the list. To
    // a place of its own, clear of both bars: what the page's scroll-padding adds is for the
    // browser's own jumps.
    const nav = bar.current?.parentElement;
    const bars = nav ? parseFloat(getComputedStyle(nav).top) + nav.offsetHeight : 0;
    const top = window.scrollY + heading.getBoundingClientRect().top - bars - 12;
    window.scrollTo({ top, behavior: 'instant' });
    heading.focus({ preventScroll: true });
    // The address names the list (to share or reload), without a render of the page: the router's
    // own state (its history index) is kept.
    window.history.replaceState(window.history.state, '', `#${listHeadingId(id)}`);
    pressedAt.current = window.scrollY;
    setCurrent(id);
  };

  // Plain elements under one styled one: each tab would otherwise be a styled component of its
  // own to hydrate (docs/decisions/027).
  return (
    <Box
      component="nav"
      aria-label={t('business.menuLists')}
      sx={{
        position: 'sticky',
        top: TOP_BAR_PX.oneRow,
        [TWO_ROW_TOP_BAR]: { top: TOP_BAR_PX.twoRows },
        zIndex: 2,
        // As wide as the page's column, edge to edge on a phone.
        mx: { xs: -2, sm: -3 },
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        '& ul': {
          position: 'relative',
          display: 'flex',
          gap: 1,
          height: TABS_PX,
          alignItems: 'center',
          m: 0,
          px: { xs: 2, sm: 3 },
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
        },
        '& a': {
          display: 'block',
          py: 0.75,
          px: 1.75,
          borderRadius: 18,
          whiteSpace: 'nowrap',
          fontWeight: 600,
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&[aria-current]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          // The focus ring inside the tab: the bar clips what is outside it at its ends. White on
          // the current tab's fill.
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          '&[aria-current]:focus-visible': {
            outlineColor: 'primary.contrastText',
            outlineOffset: -4,
          },
        },
      }}
    >
      <ul ref={bar}>
        {lists.map((list) => (
          <li key={list._id}>
            <a
              href={`#${listHeadingId(list._id)}`}
              aria-current={list._id === current ? 'true' : undefined}
              onClick={(event) => jump(event, list._id)}
            >
              {list.name}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
