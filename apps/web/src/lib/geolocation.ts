// The visitor's position for "Near me", from the browser; each failure has a message a person can
// act on (a refusal is the visitor's choice and says how to change it).
export type Position = { lat: number; lng: number };

export const LOCATION_TEXTS = {
  refused:
    'Location is blocked for this site, so Near me cannot sort by distance. Allow location in your browser’s site settings and try again.',
  unavailable: 'Your location could not be found. Check that location is on and try again.',
  unsupported: 'This browser cannot share its location.',
} as const;

export class LocationError extends Error {}

/** Asks the browser once; resolves with the coordinates or rejects with a LocationError. */
export function locate(timeoutMs = 15_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new LocationError(LOCATION_TEXTS.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject(
          new LocationError(
            error.code === error.PERMISSION_DENIED
              ? LOCATION_TEXTS.refused
              : LOCATION_TEXTS.unavailable,
          ),
        ),
      { timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
