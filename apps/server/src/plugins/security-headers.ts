// Security headers on every answer (helmet): a Content-Security-Policy that allows only what the app
// loads (its own scripts, and the sign-in providers' only when configured), no framing, HSTS behind TLS,
// and a Permissions-Policy that turns off the browser features the app does not use.
// The reasons are in docs/decisions/003-security-headers.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { signInCspDirectives } from './sign-in-csp.ts';
import fp from 'fastify-plugin';

const SELF = "'self'";

/** The policy as directive -> sources; the sign-in providers' sources are added to the base ones. */
export function contentSecurityPolicy(
  config: Config,
  inlineScripts: readonly string[] = [],
): Record<string, string[]> {
  const base: Record<string, string[]> = {
    'default-src': [SELF],
    'base-uri': [SELF],
    // And the two inline scripts of a server-rendered page, by the hashes the web build computed
    // (apps/web/src/boot: the one that starts its scripts, the one that holds its lazy photos).
    'script-src': [SELF, ...inlineScripts],
    // No inline event handlers, ever; the built index.html has no inline script either.
    'script-src-attr': ["'none'"],
    // MUI (emotion) injects <style> elements at run time.
    'style-src': [SELF, "'unsafe-inline'"],
    // Stored media is served by this origin; data: and blob: are previews of generated or chosen files.
    // The map tiles come from exactly the configured tile host (MAP_TILE_URL).
    'img-src': [SELF, 'data:', 'blob:', config.map.tileSource],
    'font-src': [SELF, 'data:'],
    'connect-src': [SELF],
    'frame-src': [SELF],
    'form-action': [SELF],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [directive, sources] of Object.entries(signInCspDirectives(config))) {
    base[directive] = [...new Set([...(base[directive] ?? [SELF]), ...sources])];
  }
  // Only behind TLS: on plain HTTP (a LAN address, the demo) it would break every request.
  if (config.tls) base['upgrade-insecure-requests'] = [];
  return base;
}

export function helmetOptions(
  config: Config,
  inlineScripts: readonly string[] = [],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, inlineScripts),
    },
    hsts: config.tls ? { maxAge: 15552000, includeSubDomains: true } : false,
    // Same rule as frame-ancestors, for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // Would block the Google and Facebook sign-in frames and scripts, which send no CORP header.
    crossOriginEmbedderPolicy: false,
    // The sign-in providers answer through a popup that must be able to talk back to this window.
    crossOriginOpenerPolicy: {
      policy:
        Object.keys(signInCspDirectives(config)).length > 0
          ? 'same-origin-allow-popups'
          : 'same-origin',
    },
  };
}

/**
 * The headers helmet sets for these options. They depend only on the configuration (no nonces), so
 * they are worked out once: helmet re-parsing the policy on every request cost about a tenth of the
 * server's time on a cached answer (docs/decisions/003-security-headers.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return headers;
}

/**
 * Powerful browser features the app never uses are off for it and for anything it could be made to
 * embed; geolocation stays on for this origin only ("near me" and the business pin editor). Only
 * features Chromium recognises: an unknown one is a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export type SecurityHeadersOptions = {
  config: Config;
  /**
   * The CSP sources of the inline scripts pages may run (the pages module reads them from the web
   * build, which may be rebuilt while the server runs): the headers are worked out again when they
   * change.
   */
  inlineScripts?: () => readonly string[];
};

export function registerSecurityHeaders(
  app: FastifyInstance,
  { config, inlineScripts = () => [] }: SecurityHeadersOptions,
): void {
  // helmet has no Permissions-Policy: it is added beside helmet's headers.
  const headersFor = (sources: readonly string[]) => ({
    ...securityHeaders(helmetOptions(config, sources)),
    'permissions-policy': PERMISSIONS_POLICY,
  });
  let sources = inlineScripts();
  let headers = headersFor(sources);
  app.addHook('onRequest', (_request, reply, done) => {
    const now = inlineScripts();
    if (now !== sources && now.join(' ') !== sources.join(' ')) {
      sources = now;
      headers = headersFor(now);
    }
    reply.headers(headers);
    done();
  });
}

/** By name: the kept pages come after it (modules/pages/kept-pages.ts). */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => registerSecurityHeaders(app, options),
  { name: 'security-headers' },
);
