// The token a mailed link carries in its fragment (…#token=…): read once, then taken out of the
// address bar, so it does not stay in the history or show in a screenshot.
export function takeLinkToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token) {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  return token;
}
