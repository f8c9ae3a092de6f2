// On startup the app loads the user profile (specification section 2) and keeps the store's user in
// step with it. A profile call refused as unauthenticated logs the user out: 'jwt expired' (the
// specification's case) and any other 401, since a token that is invalid (its user gone, the
// signing secret changed) will never work again. Other errors (network, 5xx) are ignored.
import { useEffect } from 'react';
import { TEXTS } from '@menudex/contract/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../../../lib/profile.ts';
import { dispatch } from '../../../lib/session-store.ts';
import { logout } from '../utils/session.ts';

export function useStartupProfile() {
  const profile = useProfile();
  const { data, error } = profile;

  useEffect(() => {
    if (data) dispatch({ type: 'FETCH_USER_PROFILE', user: data });
  }, [data]);

  useEffect(() => {
    if (error instanceof ApiError && (error.status === 401 || error.message === TEXTS.jwtExpired))
      logout();
  }, [error]);

  return profile;
}
