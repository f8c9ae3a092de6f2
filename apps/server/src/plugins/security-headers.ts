// Security headers on every answer (helmet): a Content-Security-Policy that allows only what the app
// loads (its own scripts, and the sign-in providers' only when configured), no framing, HSTS behind TLS.
// The reasons are in docs/decisions/003-security-headers.md.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import { signInCspDirectives } from './sign-in-csp.ts';

const SELF = "'self'";

/** The policy as directive -> sources; the sign-in providers' sources are added to the base ones. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const base: Record<string, string[]> = {
    'default-src': [SELF],
    'base-uri': [SELF],
    'script-src': [SELF],
    // No inline event handlers, ever; the built index.html has no inline script either.
    'script-src-attr': ["'none'"],
    // MUI (emotion) injects <style> elements at run time.
    'style-src': [SELF, "'unsafe-inline'"],
    // Stored media is served by this origin; data: and blob: are previews of generated or chosen files.
    'img-src': [SELF, 'data:', 'blob:'],
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

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
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
  });
}
