import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@menudex/contract/entities';
import type { Locale } from '@menudex/contract/i18n/locales';
import { aBusinessSummary, anItem, aProfile } from '../components/testing/fixtures.ts';
import { fakeApi, renderWithApp, signOut, testQueryClient } from '../components/testing/render.tsx';
import { LocaleProvider } from './i18n.tsx';
import {
  cachedProfile,
  profileQueryKey,
  PROFILE_QUERY_KEY,
  updateCachedProfiles,
  useProfile,
} from './profile.ts';
import { dispatch } from './session-store.ts';

/** The profile as the server answers it in a language: the owners' translated names on ?lang=vi. */
function answered(vi: boolean): Profile {
  return aProfile({
    favorites: [aBusinessSummary({ _id: 'b-1', name: vi ? 'Quán Phở Lý' : 'Pho Ly Kitchen' })],
    businessesOwn: [aBusinessSummary({ _id: 'b-2', name: vi ? 'Tiệm Bánh Mì' : 'Banh Mi Shop' })],
    likedItems: [anItem({ _id: 'i-1', name: vi ? 'Phở bò tái' : 'Rare beef pho' })],
  });
}
const PROFILES: Record<Locale, Profile> = { en: answered(false), vi: answered(true) };
const profileIn = (locale: Locale) => PROFILES[locale];

function Names() {
  const profile = useProfile();
  if (!profile.data) return null;
  const { favorites, businessesOwn, likedItems } = profile.data;
  return (
    <ul aria-label="names">
      {[...favorites, ...businessesOwn, ...likedItems].map((entry) => (
        <li key={entry._id}>{entry.name}</li>
      ))}
    </ul>
  );
}

/** A page whose language the visitor switches with a button. */
function Switchable() {
  const [locale, setLocale] = useState<Locale>('en');
  return (
    <LocaleProvider locale={locale}>
      <button type="button" onClick={() => setLocale('vi')}>
        Tiếng Việt
      </button>
      <Names />
    </LocaleProvider>
  );
}

function answerProfiles() {
  return fakeApi((r) => {
    if (r.path === '/user/profile') return { body: profileIn('en') };
    if (r.path === '/user/profile?lang=vi') return { body: profileIn('vi') };
    return undefined;
  });
}

beforeEach(() => {
  signOut();
  window.localStorage.setItem('token', JSON.stringify('tok-1'));
  dispatch({ type: 'AUTH', token: 'tok-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const names = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('useProfile', () => {
  it('asks for the profile without a language on an English page, under the plain key', async () => {
    const calls = answerProfiles();
    const { client } = renderWithApp(<Names />);
    await screen.findByText('Pho Ly Kitchen');
    expect(names()).toEqual(['Pho Ly Kitchen', 'Banh Mi Shop', 'Rare beef pho']);
    expect(calls.map((c) => c.path)).toEqual(['/user/profile']);
    expect(client.getQueryData(['profile'])).toEqual(profileIn('en'));
  });

  it("asks in a Vietnamese page's language and shows the owners' translated names", async () => {
    const calls = answerProfiles();
    renderWithApp(
      <LocaleProvider locale="vi">
        <Names />
      </LocaleProvider>,
    );
    await screen.findByText('Quán Phở Lý');
    expect(names()).toEqual(['Quán Phở Lý', 'Tiệm Bánh Mì', 'Phở bò tái']);
    expect(calls.map((c) => c.path)).toEqual(['/user/profile?lang=vi']);
  });

  it('reads the profile again, in the new language, when the page changes language', async () => {
    const calls = answerProfiles();
    const user = userEvent.setup();
    renderWithApp(<Switchable />);
    await screen.findByText('Pho Ly Kitchen');
    await user.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
    expect(await screen.findByText('Quán Phở Lý')).toBeVisible();
    expect(names()).toEqual(['Quán Phở Lý', 'Tiệm Bánh Mì', 'Phở bò tái']);
    expect(calls.map((c) => c.path)).toEqual(['/user/profile', '/user/profile?lang=vi']);
  });
});

describe('the cached profiles', () => {
  it("a click changes every language's copy alike, and reads the page's own", () => {
    const client = testQueryClient();
    client.setQueryData(profileQueryKey('en'), profileIn('en'));
    client.setQueryData(profileQueryKey('vi'), profileIn('vi'));
    updateCachedProfiles(client, (profile) => ({ ...profile, favorites: [] }));
    expect(cachedProfile(client, 'en')?.favorites).toEqual([]);
    expect(cachedProfile(client, 'vi')?.favorites).toEqual([]);
    expect(cachedProfile(client, 'vi')?.likedItems[0]?.name).toBe('Phở bò tái');
    expect(profileQueryKey('vi').slice(0, 1)).toEqual(PROFILE_QUERY_KEY);
  });

  it('leaves a signed-out (null) profile as it is', () => {
    const client = testQueryClient();
    client.setQueryData(PROFILE_QUERY_KEY, null);
    updateCachedProfiles(client, (profile) => ({ ...profile, favorites: [] }));
    expect(cachedProfile(client, 'en')).toBeNull();
  });
});
