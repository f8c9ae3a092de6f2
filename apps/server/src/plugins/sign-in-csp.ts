// Content-Security-Policy sources the Google and Facebook sign-in scripts need, only when configured:
// without them the browser blocks the scripts and the buttons never appear.
import type { Config } from '../config.ts';

const GOOGLE = 'https://accounts.google.com';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = ['https://www.facebook.com', 'https://web.facebook.com'];

export function signInCspDirectives(config: Config): Record<string, string[]> {
  const google = Boolean(config.google.clientId);
  const facebook = Boolean(config.facebook.appId && config.facebook.appSecret);
  if (!google && !facebook) return {};
  const self = "'self'";
  return {
    'script-src': [
      self,
      ...(google ? [`${GOOGLE}/gsi/client`] : []),
      ...(facebook ? [FACEBOOK_SDK] : []),
    ],
    'frame-src': [
      self,
      ...(google ? [`${GOOGLE}/gsi/`] : []),
      ...(facebook ? FACEBOOK_FRAMES : []),
    ],
    // The Google button's stylesheet (https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy).
    ...(google ? { 'style-src': [self, `${GOOGLE}/gsi/style`] } : {}),
    'connect-src': [
      self,
      ...(google ? [`${GOOGLE}/gsi/`] : []),
      ...(facebook ? ['https://graph.facebook.com', FACEBOOK_SDK, ...FACEBOOK_FRAMES] : []),
    ],
  };
}
