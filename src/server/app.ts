import { Hono } from 'hono';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { capRequestBodies } from './http/body-limit.ts';
import { ApiError, errorBody } from './http/errors.ts';
import { readSession } from './session/middleware.ts';
import { sessionRoutes } from './session/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { accountAreaRoutes } from './account-area/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { priceGuideRoutes } from './price-guide/routes.ts';
import { favouritesRoutes } from './favourites/routes.ts';
import { savedSearchRoutes } from './saved-searches/routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { webVitalsRoutes } from './web-vitals/routes.ts';
import { isPublicRead } from './public-reads/public-reads.ts';
import { publicReadCache } from './public-reads/edge-cache.ts';

/**
 * The built-in API: every call of the spec's section 7 (paths without the /api prefix).
 * Each area keeps its routes in its own folder and is mounted here.
 */
export function createApiApp() {
  const app = new Hono<AppEnv>();

  // Bodies are counted and capped before any route parses them (413 in the envelope).
  app.use('*', capRequestBodies());
  // Public catalog reads answer the same to everyone: no session lookup, and the edge cache.
  app.use('*', except(isPublicRead, readSession));
  app.use(
    '*',
    publicReadCache((request, env, ctx) => app.fetch(request, env, ctx)),
  );

  app.route('/', sessionRoutes);
  app.route('/', settingsRoutes);
  app.route('/', catalogRoutes);
  app.route('/', priceGuideRoutes);
  app.route('/', accountsRoutes);
  app.route('/', accountAreaRoutes);
  app.route('/', favouritesRoutes);
  app.route('/', savedSearchRoutes);
  app.route('/', alertRoutes);
  app.route('/', webVitalsRoutes);
  app.route('/', devRoutes);

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.type, err.message), err.status);
    if (err instanceof HTTPException) return c.json(errorBody('VALIDATION', err.message || 'Bad request'), err.status);
    // Unknown failures are logged with their detail and answered generically: no stack traces leave the server.
    console.error('built-in API failure', c.req.method, c.req.path, err);
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  });

  return app;
}

export const apiApp = createApiApp();
