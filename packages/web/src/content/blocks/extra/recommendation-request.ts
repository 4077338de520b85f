import type { RecommendationAnswer, RecommendationBody } from '@stride/application/storefront';

/** What a recommendation card shows: the engine's item, priced in the site's currency. */
export interface RecommendedProduct {
  readonly id: string;
  readonly recToken: string;
  readonly title: string;
  readonly link: string;
  readonly imageLink: string | null;
  readonly currency: string;
  readonly price: number | null;
  readonly salePrice: number | null;
}

/** The channel the storefront's decide calls name (the engine's ECOMM channel, as every other call's channel). */
export const RECOMMENDATION_CHANNEL = 'ECOMM';

const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
const PDP_ID = /\/p\/[^/]*-([A-Z0-9]{8,11})$/;

/** The page's context for the engine: the product of a product page, else the cart's products (an empty cart is none). */
export interface RecommendationPageContext {
  readonly pathname: string;
  /** The cart's lines: product (or colour master) id and quantity. */
  readonly cartLines: readonly { readonly productId: string; readonly qty: number }[];
}

/**
 * The decide call's body (content section 7): a decision request, the page's context (the product viewed, or the
 * cart on other pages), the recTokens already shown on this page sliced to the count asked, and the count.
 * @example recommendationBody({ pathname: '/en-us/p/pace-runner-SR0045600', cartLines: [] }, { count: 3, requestId: 'r1' }).events[1]
 * // { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'SR0045600' }] }
 */
export function recommendationBody(
  page: RecommendationPageContext,
  options: { readonly count: number; readonly requestId: string; readonly customerId?: string; readonly shown?: readonly string[] },
): RecommendationBody {
  const events: RecommendationBody['events'] = [{ eventType: 'monetate:decision:DecisionRequest', requestId: options.requestId }];
  const viewed = PDP_ID.exec(page.pathname)?.[1];
  const lines = page.cartLines.filter((line) => PRODUCT_ID.test(line.productId)).slice(0, 50);
  if (viewed !== undefined) events.push({ eventType: 'monetate:context:ProductDetailView', products: [{ productId: viewed }] });
  else if (lines.length > 0) events.push({ eventType: 'monetate:context:Cart', cartLines: lines.map((line) => ({ pid: line.productId, quantity: line.qty })) });
  const shown = (options.shown ?? []).slice(0, options.count);
  if (shown.length > 0) events.push({ eventType: 'monetate:record:RecImpressions', recImpressions: [...shown] });
  return {
    channel: RECOMMENDATION_CHANNEL,
    ...(options.customerId !== undefined ? { customerId: options.customerId } : {}),
    events,
    count: options.count,
  };
}

/** The products of the first response's first recommendation action (the spec reads the first response's actions). */
export function recommendedProducts(answer: RecommendationAnswer, count: number): RecommendedProduct[] {
  const items = answer.data.responses[0]?.actions.flatMap((action) => action.items) ?? [];
  return items.slice(0, count).map((item) => ({
    id: item.id,
    recToken: item.recToken,
    title: item.title,
    link: item.link,
    imageLink: item.imageLink,
    currency: item.currency,
    price: item.price,
    salePrice: item.salePrice,
  }));
}
