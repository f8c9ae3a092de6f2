// "Directions": a link that opens the visitor's own maps app at a business's coordinates. Android
// hands geo: links to whichever maps app the visitor chose; Apple devices open Apple Maps from its
// web address; elsewhere Google Maps' directions address opens the app or the web page.

export type Coordinates = { lat: number; lng: number };

export function directionsUrl(
  { lat, lng }: Coordinates,
  name: string,
  userAgent: string = navigator.userAgent,
): string {
  const at = `${lat.toFixed(6)},${lng.toFixed(6)}`;
  if (/Android/i.test(userAgent)) {
    return `geo:${at}?q=${at}(${encodeURIComponent(name)})`;
  }
  if (/iPhone|iPad|iPod|Macintosh/i.test(userAgent)) {
    return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(name)}`;
  }
  return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
}

/** The phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') || digits.length !== 10 ? digits : `+1${digits}`}`;
}
