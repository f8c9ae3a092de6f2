// A business card's place facts: an open or closed badge (from the server's openNow, and the hours'
// temporarily-closed flag) and, when the list was asked near a place, the distance. Static CSS
// (cards.css): every business card has them (docs/decisions/027).
import type { BusinessSummary } from '@menudex/contract/entities';
import type { MessageKey } from '@menudex/contract/i18n/messages-en';
import { formatDistance } from '../lib/distance.ts';
import { useT } from '../lib/i18n.tsx';
import { STATE_COLORS } from './opening-status-text.tsx';
import type { OpeningState } from '../lib/opening-status.ts';
import './cards.css';

type PlaceFacts = Pick<BusinessSummary, 'openNow' | 'hours'> & { distanceMeters?: number | null };

const BADGE_TEXT: Record<OpeningState, MessageKey> = {
  open: 'open.open',
  closed: 'open.closed',
  temporarilyClosed: 'open.paused',
};

export function openingState(business: PlaceFacts): OpeningState | null {
  if (business.hours?.temporarilyClosed) return 'temporarilyClosed';
  if (business.openNow === true) return 'open';
  if (business.openNow === false) return 'closed';
  return null;
}

export function PlaceBadges({ business }: { business: PlaceFacts }) {
  const t = useT();
  const state = openingState(business);
  const distance = business.distanceMeters;
  if (!state && typeof distance !== 'number') return null;
  return (
    // A span drawn as a flex row (cards.css): the card it sits in may be a button, which holds
    // phrasing content only.
    <span className="mdx-place-badges" data-testid="place-badges">
      {state && (
        <span
          data-testid="open-badge"
          className="mdx-open-badge"
          style={{ color: STATE_COLORS[state] }}
        >
          {t(BADGE_TEXT[state])}
        </span>
      )}
      {typeof distance === 'number' && (
        <span className="mdx-distance">{formatDistance(distance)}</span>
      )}
    </span>
  );
}
