// On startup the app loads the user profile (specification section 2) and keeps the store's user in
// step with it; a profile call that fails with 'jwt expired' logs the user out, other errors are ignored.
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
    if (error instanceof ApiError && error.message === TEXTS.jwtExpired) logout();
  }, [error]);

  return profile;
}
