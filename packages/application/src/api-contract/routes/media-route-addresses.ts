// Address of a shopper's report of a photo: only the review user-generated content dialog's chunk loads it, so the
// reviews section and the article gallery that open the dialog keep their chunks as they were.
import type { RouteAddress } from './route-address.js';

/** The method and path of the photo report's browser call (the user-generated media service, at Stride's /ugc mount). */
export const mediaRouteAddresses = {
  reportMedia: { method: 'post', path: '/ugc/media/:mediaId/reports' },
} as const satisfies Record<string, RouteAddress>;
