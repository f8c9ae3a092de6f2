// The visitor's position for "Near me", from the browser; each failure says why, and the page says
// it in its language with what a person can do (the catalogues' `location.<reason>`: a refusal is
// the visitor's choice and says how to change it).
export type Position = { lat: number; lng: number };

/** Why there is no position. */
export type LocationProblem = 'refused' | 'unavailable' | 'unsupported';

export class LocationError extends Error {
  constructor(readonly reason: LocationProblem) {
    super(`Location ${reason}`);
  }
}

/** Asks the browser once; resolves with the coordinates or rejects with a LocationError. */
export function locate(timeoutMs = 15_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject(
          new LocationError(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
        ),
      { timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
