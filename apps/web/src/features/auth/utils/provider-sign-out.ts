// Logout ends the providers' own sessions too, when their scripts are on the page. A module of its
// own: logout is in every page's first download (the account menu), and the providers' loaders and
// texts (identity-sdks.ts) belong to the sign-in modal, which loads when it opens.
// The window's `google` and `FB` types come from there (a type import: nothing of it at run time).
import type {} from './identity-sdks.ts';

export function signOutOfProviders(): void {
  try {
    window.google?.accounts?.id?.disableAutoSelect();
  } catch {
    // Nothing to sign out of.
  }
  try {
    if (window.FB?.getAccessToken()) window.FB.logout();
  } catch {
    // Nothing to sign out of.
  }
}
