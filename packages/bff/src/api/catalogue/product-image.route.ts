import { findProductImage } from '@stride/application/commerce';
import { productSilhouette, renderProductImageSvg } from '@stride/adapters-storage';
import type { ProductCatalogue } from '@stride/domain/catalogue';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { respondWithError } from '../api-error.js';
import { strideError } from '@stride/domain/errors';

const FILE = /^([A-Z0-9]{3})\.svg$/;
const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
// Images never change for a product colour, so browsers and CDNs may keep them for a year.
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** `GET /images/products/{productId}/{colourId}.svg`: the generated image, outside the OpenAPI document (not an API call). */
export function registerProductImageRoute(app: Hono<AppEnv>, ports: { readonly catalogue: ProductCatalogue }): void {
  app.get('/images/products/:productId/:file', async (c) => {
    const productId = c.req.param('productId');
    const colourId = FILE.exec(c.req.param('file'))?.[1];
    if (!PRODUCT_ID.test(productId) || colourId === undefined) {
      return respondWithError(c, strideError('ATTR300', 'Invalid request: an image path is /images/products/{productId}/{colourId}.svg.'), 400);
    }
    const image = (await findProductImage(ports, productId, colourId))._unsafeUnwrap();
    if (image === null) return respondWithError(c, strideError('PLP400', `Product ${productId} has no colour ${colourId}.`));
    const svg = renderProductImageSvg({
      silhouette: productSilhouette({ productType: image.productType, primaryCategoryId: image.primaryCategoryId }),
      hex: image.swatchHex,
      title: `${image.name}, ${image.colourName}`,
    });
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': LONG_CACHE });
  });
}
