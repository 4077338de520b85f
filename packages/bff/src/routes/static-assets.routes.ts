import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';

// Vite puts a content hash in every file name under /assets/, so a file never changes.
const immutable = 'public, max-age=31536000, immutable';

/** Serves the Vite client build: `/assets/*` maps to `<clientDir>/assets/*`. */
export function staticAssetRoutes(clientDir: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/assets/*', async (c, next) => {
    await next();
    // Only a file actually served may be cached for a year; a 404 must stay fresh.
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('cache-control', immutable);
  });
  routes.use('/assets/*', serveStatic({ root: clientDir }));
  return routes;
}
