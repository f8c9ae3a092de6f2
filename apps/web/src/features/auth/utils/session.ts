// Starting and ending a session in the browser, as the specification's section 4 describes: the token
// goes to local storage and the store, and the page reloads so every screen asks again as the user.
import type { AuthResponse } from '@menudex/contract/user';
import { keepFocusAcrossReload } from '../../../lib/focus-return.ts';
import { clearAllStorage, writeToken } from '../../../lib/local-storage.ts';
import { dispatch } from '../../../lib/session-store.ts';
import { signOutOfProviders } from './provider-sign-out.ts';

/** The page reload, behind an object so component tests can replace it (jsdom cannot reload). */
export const page = {
  reload: () => window.location.reload(),
};

export function completeSignIn(response: AuthResponse): void {
  writeToken(response.token);
  dispatch({ type: 'AUTH', token: response.token });
  // Focus returns to what opened the sign-in dialog, or to the main content (lib/focus-return.ts).
  keepFocusAcrossReload();
  page.reload();
}

/** Clears all local storage, signs out of Google and Facebook if they are loaded, and reloads. */
export function logout(): void {
  clearAllStorage();
  dispatch({ type: 'LOGOUT' });
  signOutOfProviders();
  page.reload();
}
