// Google Identity Services and the Facebook JS SDK, loaded from their sites only when the server has
// them configured and the sign-in modal opens. A script that fails to load rejects; callers hide
// its button.
import type { Locale } from '@menudex/contract/i18n/locales';
import { browserPageLocale } from '../../../lib/i18n.tsx';

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
/** Facebook's SDK speaks the page's language (its own names for them); English by default. */
const FACEBOOK_LOCALES: Record<Locale, string> = { en: 'en_US', vi: 'vi_VN' };
export const facebookScript = (locale: Locale) =>
  `https://connect.facebook.net/${FACEBOOK_LOCALES[locale]}/sdk.js`;
export const FACEBOOK_SCRIPT = facebookScript('en');
const FACEBOOK_API_VERSION = 'v21.0';

type GoogleCredentialResponse = { credential?: string };

export type GoogleIdentity = {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  disableAutoSelect(): void;
};

type FacebookLoginResponse = { authResponse?: { accessToken?: string } | null; status?: string };

export type FacebookSdk = {
  init(options: {
    appId: string;
    version: string;
    cookie?: boolean;
    xfbml?: boolean;
    status?: boolean;
  }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
  logout(callback?: () => void): void;
  getAccessToken(): string | null;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
    FB?: FacebookSdk;
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds the script once; a failure removes it, so a later attempt can try again. */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`Could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

// Google calls one callback per page: initialize once, and route credentials to whoever listens now.
let googleInitializedFor: string | null = null;
let onGoogleCredential: ((credential: string) => void) | null = null;
let facebookInitializedFor: string | null = null;

/** Forgets loaded scripts and initialisations (component tests start each case from a clean page). */
export function resetSdksForTests(): void {
  loading.clear();
  googleInitializedFor = null;
  onGoogleCredential = null;
  facebookInitializedFor = null;
}

export async function loadGoogle(
  clientId: string,
  onCredential: (credential: string) => void,
): Promise<GoogleIdentity> {
  await loadScript(GOOGLE_SCRIPT);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services did not start');
  onGoogleCredential = onCredential;
  if (googleInitializedFor !== clientId) {
    id.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      callback: (response) => {
        if (response.credential) onGoogleCredential?.(response.credential);
      },
    });
    googleInitializedFor = clientId;
  }
  return id;
}

export async function loadFacebook(appId: string): Promise<FacebookSdk> {
  await loadScript(facebookScript(browserPageLocale()));
  const fb = window.FB;
  if (!fb) throw new Error('The Facebook SDK did not start');
  if (facebookInitializedFor !== appId) {
    fb.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false, status: false });
    facebookInitializedFor = appId;
  }
  return fb;
}
