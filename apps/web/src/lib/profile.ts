// GET /api/user/profile: the signed-in user's role, votes, favorites and businesses. Shared by the
// top bar, the profile page and the like and favorite buttons; asked only when a token exists.
// On a page in another language the names in it (favorites, businesses, liked dishes) are the
// owners' translations (?lang=vi): that answer is kept under its own key, after 'profile', so
// switching language reads it again and a prefix match on PROFILE_QUERY_KEY reaches every language's.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@menudex/contract/entities';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { apiRequest } from './api-client.ts';
import { useLocale } from './i18n.tsx';
import { useSession } from './session-store.ts';

/** The default language's key, and the prefix of every language's. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQueryKey = (lang?: Locale) =>
  lang === undefined || lang === DEFAULT_LOCALE ? PROFILE_QUERY_KEY : (['profile', lang] as const);

export const getProfile = (lang?: Locale) =>
  apiRequest<Profile>(
    `/user/profile${lang === undefined || lang === DEFAULT_LOCALE ? '' : `?lang=${lang}`}`,
  );

export function useProfile() {
  const token = useSession((s) => s.auth.token);
  const locale = useLocale();
  return useQuery({
    queryKey: profileQueryKey(locale),
    queryFn: () => getProfile(locale),
    enabled: Boolean(token),
  });
}

/** The profile as the page in `locale` has it cached (what a click changes at once). */
export const cachedProfile = (client: QueryClient, locale: Locale) =>
  client.getQueryData<Profile | null>(profileQueryKey(locale));

/** Changes every language's cached profile alike (a vote or a favorite is the same in each). */
export function updateCachedProfiles(client: QueryClient, change: (profile: Profile) => Profile) {
  client.setQueriesData<Profile | null>({ queryKey: PROFILE_QUERY_KEY }, (profile) =>
    profile ? change(profile) : profile,
  );
}
