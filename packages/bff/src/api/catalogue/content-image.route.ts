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

/** Line icons (24 x 24, stroked in the text colour) that the demo content's icon-and-text blocks name. */
const ICON_PATHS: Readonly<Record<string, string>> = {
  truck: '<path d="M2 6h11v10H2zM13 9h4l4 4v3h-8z"/><circle cx="6" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
  returns: '<path d="M4 12a8 8 0 1 0 2.4-5.7"/><path d="M4 4v4h4"/>',
  store: '<path d="M3 9l1.5-5h15L21 9M4 9v11h16V9M3 9h18M9 20v-6h6v6"/>',
  points: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
};

/** An icon's SVG, or undefined for a name the set does not hold. */
export function iconSvg(name: string): string | undefined {
  const paths = ICON_PATHS[name];
  if (paths === undefined) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="#111" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
}

/**
 * `GET /images/content/{name}.svg`, a generated editorial picture, and `GET /images/icons/{name}.svg`, one of the
 * demo content's line icons; outside the OpenAPI document (not API calls).
 */
export function registerContentImageRoute(app: Hono<AppEnv>): void {
  app.get('/images/icons/:file', (c) => {
    const name = FILE.exec(c.req.param('file'))?.[1];
    const svg = name === undefined ? undefined : iconSvg(name);
    if (svg === undefined) return respondWithError(c, strideError('ATTR300', 'Invalid request: no such icon.'), 404);
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': LONG_CACHE });
  });
  app.get('/images/content/:file', (c) => {
    const name = FILE.exec(c.req.param('file'))?.[1];
    if (name === undefined) return respondWithError(c, strideError('ATTR300', 'Invalid request: a content image path is /images/content/{name}.svg.'), 400);
    return c.body(renderContentImageSvg(name), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': LONG_CACHE });
  });
}
