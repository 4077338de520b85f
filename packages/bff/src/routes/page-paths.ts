/** Path prefixes that belong to the API: an unknown path under them is a JSON 404, not a page. */
const API_PREFIXES = [
  '/cart/',
  '/consumers-v3/',
  '/fapi/',
  '/api/',
  '/products/',
  '/published/',
  '/preview/',
  '/psp/',
  '/stores/',
  '/token/',
  '/wishlists/',
  '/assets/',
  '/docs/',
  '/openapi.json',
  '/healthz',
  '/readyz',
];

/** A path under the API, or one naming a file (`/x.json`, `/.vite/...`): never a storefront page. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\/[^/]*\.[^/]*$|\/\./.test(path);
}

/** A request the page routes render as a storefront page (a GET, or its HEAD, outside the API). */
export function isPageRequest(request: { readonly method: string; readonly path: string }): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.path);
}
