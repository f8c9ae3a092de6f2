// What the browser needs to know of this deployment. GET /api/config serves it, and the page renderer
// (modules/pages) answers the same query with it: a module may import another's service, not its routes.
import type { RuntimeConfig } from '@menudex/contract/runtime-config';
import type { AppContext } from '../../app-context.ts';

export function runtimeConfig(ctx: AppContext): RuntimeConfig {
  const { config } = ctx;
  return {
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl ?? null,
    auth: {
      google: {
        enabled: Boolean(config.google.clientId),
        clientId: config.google.clientId ?? null,
      },
      facebook: {
        enabled: Boolean(config.facebook.appId && config.facebook.appSecret),
        appId: config.facebook.appId ?? null,
      },
      email: {
        enabled: true,
        mail: ctx.mailer.mode !== 'off',
        ...(ctx.mailer.mode !== 'off' ? { delivery: ctx.mailer.mode } : {}),
      },
    },
    ai: { enabled: Boolean(config.ai.apiKey || config.ai.baseUrl) },
    map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution },
    defaultTimeZone: config.defaultTimeZone,
    place: {
      currency: config.place.currency,
      priceLevels: [...config.place.priceLevels],
      phoneRegion: config.place.phoneRegion,
      phoneExample: config.place.phoneExample,
    },
  };
}
