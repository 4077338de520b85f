import { catalogueMarketFor } from '@stride/domain/catalogue';
import { strideError, type StrideError } from '@stride/domain/errors';
import { toMajorUnits } from '@stride/domain/money';
import { RECOMMENDATION_DEFAULT_ITEMS, rankRecommendations } from '@stride/domain/personalisation';
import { err, ok, type Result } from 'neverthrow';
import type { RecommendationAnswer, RecommendationBody } from '../../api-contract/personalisation.contract.js';
import type { PersonalisationDeps } from './personalisation-deps.js';

type Item = RecommendationAnswer['data']['responses'][number]['actions'][number]['items'][number];

function seedsOf(body: RecommendationBody): string[] {
  const seeds = body.events.flatMap((event) => {
    if (event.eventType === 'monetate:context:ProductDetailView') return event.products.map((product) => product.productId);
    if (event.eventType === 'monetate:context:Cart') return event.cartLines.map((line) => line.pid);
    return [];
  });
  return [...new Set(seeds)];
}

/**
 * `POST /api/engine/v1/decide/{brand}`: one recommendation action whose items are the products bought together with
 * the context's products (product page or cart) in past orders, then products of the same category, sliced to the
 * asked count, priced in the site's currency. Another brand answers REC404.
 */
export async function decideRecommendations(
  deps: Pick<PersonalisationDeps, 'recommendations' | 'brand'>,
  input: { readonly brand: string; readonly body: RecommendationBody; readonly locale: string | undefined },
): Promise<Result<RecommendationAnswer, StrideError>> {
  if (input.brand !== deps.brand) return err(strideError('REC404', 'No recommendations for this brand.'));
  const count = input.body.count ?? RECOMMENDATION_DEFAULT_ITEMS;
  const seeds = seedsOf(input.body);
  const [together, sameCategory] = await Promise.all([
    deps.recommendations.boughtTogether(seeds, count),
    deps.recommendations.sameCategory(seeds, count + seeds.length),
  ]);
  const ids = rankRecommendations(seeds, together, sameCategory, count);
  const market = catalogueMarketFor(input.locale);
  const products = await deps.recommendations.products(ids, market.currency);
  const boughtTogether = new Set(together.map((candidate) => candidate.productId));
  const major = (minor: number | null) => (minor === null ? null : toMajorUnits({ amount: minor, currency: market.currency }));
  const prefix = `/${market.language}-${market.country}`.toLowerCase();
  const items: Item[] = products.map((product, index) => ({
    id: product.productId,
    itemGroupId: product.productId,
    recToken: `rt.${product.productId}.${index + 1}`,
    title: product.name,
    link: `${prefix}/p/${product.slug}-${product.productId}`,
    imageLink: product.imageUrl,
    productType: product.productType,
    category: product.categoryId,
    currency: market.currency,
    price: major(product.listMinor),
    salePrice: product.currentMinor !== null && product.listMinor !== null && product.currentMinor < product.listMinor ? major(product.currentMinor) : null,
    reason: boughtTogether.has(product.productId) ? 'bought-together' : 'same-category',
  }));
  const request = input.body.events.find((event) => event.eventType === 'monetate:decision:DecisionRequest');
  return ok({
    meta: { code: 200, monetateId: input.body.monetateId ?? null },
    data: {
      responses: [
        {
          requestId: request?.eventType === 'monetate:decision:DecisionRequest' ? request.requestId : '',
          actions: [
            {
              actionId: `stride-recs-${seeds.length === 0 ? 'top' : 'related'}`,
              actionType: 'monetate:action:OmniChannelRecommendation',
              component: 'recommendations',
              items,
            },
          ],
        },
      ],
    },
  });
}
