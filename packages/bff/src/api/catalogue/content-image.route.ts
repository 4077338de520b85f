import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { respondWithError } from '../api-error.js';
import { strideError } from '@stride/domain/errors';

const FILE = /^([a-z0-9][a-z0-9-]{0,39})\.svg$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/**
 * An editorial picture for demo content, drawn from its name (a sky, a sun and three mountain ridges in the name's
 * colours, 1600 x 900): the store ships no photographs, and content documents need pictures that load.
 */
export function renderContentImageSvg(name: string): string {
  const seed = hash(name);
  const hue = seed % 360;
  const ridge = (offset: number, height: number, light: number) => {
    const points = Array.from({ length: 9 }, (_, index) => {
      const x = index * 200;
      const y = height + (((seed >> (index + offset)) & 63) - 32) * 3;
      return `${x},${y}`;
    });
    return `<polygon points="0,900 ${points.join(' ')} 1600,900" fill="hsl(${(hue + offset * 12) % 360},35%,${light}%)"/>`;
  };
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">',
    `<title>${name.replace(/-/g, ' ')}</title>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},60%,88%)"/></linearGradient></defs>`,
    '<rect width="1600" height="900" fill="url(#sky)"/>',
    `<circle cx="${300 + (seed % 1000)}" cy="220" r="90" fill="hsl(${(hue + 50) % 360},80%,92%)"/>`,
    ridge(1, 420, 45),
    ridge(3, 560, 32),
    ridge(5, 700, 20),
    '</svg>',
  ].join('');
}

/** `GET /images/content/{name}.svg`: a generated editorial picture, outside the OpenAPI document (not an API call). */
export function registerContentImageRoute(app: Hono<AppEnv>): void {
  app.get('/images/content/:file', (c) => {
    const name = FILE.exec(c.req.param('file'))?.[1];
    if (name === undefined) return respondWithError(c, strideError('ATTR300', 'Invalid request: a content image path is /images/content/{name}.svg.'), 400);
    return c.body(renderContentImageSvg(name), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': LONG_CACHE });
  });
}
