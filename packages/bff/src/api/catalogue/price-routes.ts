import { apiRoutes } from '@stride/application/api-routes';
import { setVariantPrice } from '@stride/application/commerce';
import type { PriceBook, ProductSearchIndex, VariantPriceRecord } from '@stride/domain/catalogue';
import { strideError } from '@stride/domain/errors';
import { fromMajorUnits, moneyOf, toMajorUnits, type CurrencyCode } from '@stride/domain/money';
import { err, ok } from 'neverthrow';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { ProductDetailsCache } from './product-routes.js';

/** A price as the wire has it, in major units of `currency`. */
function wireVariantPrice(price: VariantPriceRecord, currency: CurrencyCode) {
  const major = (minor: number) => toMajorUnits(moneyOf(minor, currency));
  return { listPrice: major(price.listMinor), salePrice: price.saleMinor === null ? null : major(price.saleMinor) };
}

/**
 * Staff's price setting (`PUT /products/v1/agent/variants/:variantId/prices/:currency`, agents only). The amounts
 * arrive in major units and are read into the currency's minor units here; one finer than a minor unit is ATTR300
 * and nothing is written. A change empties the product answers this bff keeps, so the next read shows it, and
 * searches sort and refine by it at once.
 */
export function registerPriceRoutes(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  ports: { readonly prices: PriceBook; readonly searchIndex: ProductSearchIndex; readonly now: () => Date },
  details: ProductDetailsCache,
): void {
  defineRoute(app, registry, apiRoutes.setVariantPrice, async ({ params, body }) => {
    const currency = params.currency;
    const minor = (major: number) => fromMajorUnits(major, currency).map((money) => money.amount);
    const list = minor(body.listPrice);
    const sale = body.salePrice === null ? ok(null) : minor(body.salePrice);
    if (list.isErr() || sale.isErr()) return err(strideError('ATTR300', `Invalid request: a price finer than a ${currency} minor unit.`));
    const price = { listMinor: list.value, saleMinor: sale.value };
    const changed = await setVariantPrice(ports, { variantId: params.variantId, currency, price });
    if (changed.isOk()) details.clear();
    return changed.map((c) => ({
      variantId: c.variantId,
      currency: c.currency,
      before: c.before === null ? null : wireVariantPrice(c.before, currency),
      after: wireVariantPrice(c.after, currency),
    }));
  });
}
