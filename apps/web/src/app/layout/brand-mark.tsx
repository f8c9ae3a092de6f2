// Menudex's mark (a bowl with steam), drawn inline beside the name in the top bar: the same drawing
// as public/favicon.svg. As an <img> of the favicon, the browser built a separate SVG document for
// it on the page's main thread while the page started (50 to 70 ms on a slowed phone, Lighthouse's
// blocking time); inline, it is part of the page.
export function BrandMark({ size }: { size: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#b5351f" />
      <path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fff" />
      <path
        d="M24 12c-3 4 3 6 0 10M32 10c-3 4 3 6 0 10M40 12c-3 4 3 6 0 10"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
