import { findProductImage } from '@stride/application/commerce';
import { productSilhouette, renderProductImageSvg } from '@stride/adapters-storage';
import { isProductImageView, PRODUCT_IMAGE_VIEWS, productImageViews, type ProductCatalogue, type ProductImageView } from '@stride/domain/catalogue';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { respondWithError } from '../api-error.js';
import { strideError } from '@stride/domain/errors';

const COLOUR_FILE = /^([A-Z0-9]{3})\.svg$/;
const COLOUR_ID = /^[A-Z0-9]{3}$/;
const VIEW_FILE = /^([a-z]{1,12})\.svg$/;
const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
// Images never change for a product colour, so browsers and CDNs may keep them for a year.
const LONG_CACHE = 'public, max-age=31536000, immutable';

type Ports = { readonly catalogue: ProductCatalogue };

/**
 * `GET /images/products/{productId}/{colourId}.svg` (the colour's first view, what tiles show) and
 * `GET /images/products/{productId}/{colourId}/{view}.svg` (each view the product's type shows: a shoe's side, top,
 * back and sole...): generated images, outside the OpenAPI document (not API calls). A malformed path or a word that
 * names no view is ATTR300 (400); an unknown product or colour, or a view its type does not show, PLP400 (404).
 */
export function registerProductImageRoute(app: Hono<AppEnv>, ports: Ports): void {
  app.get('/images/products/:productId/:file', (c) => {
    const colourId = COLOUR_FILE.exec(c.req.param('file'))?.[1];
    if (colourId === undefined) return badPath(c);
    return productImage(c, ports, colourId, null);
  });
  app.get('/images/products/:productId/:colourId/:file', (c) => {
    const colourId = c.req.param('colourId');
    const view = VIEW_FILE.exec(c.req.param('file'))?.[1];
    if (!COLOUR_ID.test(colourId) || view === undefined || !isProductImageView(view)) return badPath(c);
    return productImage(c, ports, colourId, view);
  });
}

const BAD_PATH = `Invalid request: an image path is /images/products/{productId}/{colourId}.svg or /images/products/{productId}/{colourId}/{view}.svg, the view one of ${PRODUCT_IMAGE_VIEWS.join(', ')}.`;

function badPath(c: Context<AppEnv>): Response {
  return respondWithError(c, strideError('ATTR300', BAD_PATH), 400);
}

/** One view of a colour (its type's first when `view` is null), or PLP400 when the product does not show it. */
async function productImage(c: Context<AppEnv>, ports: Ports, colourId: string, view: ProductImageView | null): Promise<Response> {
  const productId = c.req.param('productId') ?? '';
  if (!PRODUCT_ID.test(productId)) return badPath(c);
  const image = (await findProductImage(ports, productId, colourId))._unsafeUnwrap();
  if (image === null) return respondWithError(c, strideError('PLP400', `Product ${productId} has no colour ${colourId}.`));
  const views = productImageViews(image.productType);
  const shown = view ?? views[0];
  if (shown === undefined || !views.includes(shown))
    return respondWithError(c, strideError('PLP400', `Product ${productId} has no ${view} view: it shows ${views.join(', ')}.`));
  const svg = renderProductImageSvg({
    silhouette: productSilhouette({ productType: image.productType, primaryCategoryId: image.primaryCategoryId }),
    view: shown,
    hex: image.swatchHex,
    title: `${image.name}, ${image.colourName}, ${shown} view`,
  });
  return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': LONG_CACHE });
}
