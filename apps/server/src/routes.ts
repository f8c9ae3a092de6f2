// The API's route table: each module's routes under /api.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { businessesRoutes } from './modules/businesses/businesses.routes.ts';
import { claimsRoutes } from './modules/claims/claims.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { freshnessRoutes } from './modules/freshness/freshness.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { itemsRoutes } from './modules/items/items.routes.ts';
import { menuDraftsRoutes } from './modules/menu-drafts/menu-drafts.routes.ts';
import { openDataRoutes } from './modules/open-data/open-data.routes.ts';
import { printRoutes } from './modules/print/print.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { votesRoutes } from './modules/votes/votes.routes.ts';

export const apiRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(systemRoutes(ctx));
    await app.register(itemsRoutes(ctx));
    await app.register(searchRoutes(ctx));
    await app.register(businessesRoutes(ctx));
    await app.register(votesRoutes(ctx));
    await app.register(userRoutes(ctx));
    await app.register(aiRoutes(ctx));
    await app.register(feedbackRoutes(ctx));
    await app.register(insightsRoutes(ctx));
    await app.register(printRoutes(ctx));
    await app.register(menuDraftsRoutes(ctx));
    await app.register(importsRoutes(ctx));
    await app.register(openDataRoutes(ctx));
    await app.register(claimsRoutes(ctx));
    await app.register(freshnessRoutes(ctx));
    await app.register(reportsRoutes(ctx));
  };
