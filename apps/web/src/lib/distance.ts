// A distance for a visitor: miles where the locale's people count in miles (the US, Liberia,
// Myanmar, and the UK on its roads), kilometres elsewhere.

const MILES_REGIONS = new Set(['US', 'LR', 'MM', 'GB']);
const METERS_PER_MILE = 1609.344;

function region(locale: string): string {
  try {
    return new Intl.Locale(locale).maximize().region ?? '';
  } catch {
    return '';
  }
}

export function formatDistance(
  meters: number,
  // The server renders before any browser has said its language.
  locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language,
): string {
  if (MILES_REGIONS.has(region(locale))) {
    const miles = meters / METERS_PER_MILE;
    if (miles < 0.1) return `${Math.max(10, Math.round((meters * 3.28084) / 10) * 10)} ft`;
    return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
  }
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  const km = meters / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}
