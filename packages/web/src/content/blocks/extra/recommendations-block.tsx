import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { recommendationLimit, recommendationStep, type ProductRecommendationsBlock } from '@stride/domain/content';
import { useLocation, useMarket } from '../../../app/router.js';
import { useApi } from '../../../app/services-context.js';
import { useMessages } from '../../../i18n/messages.js';
import { useCart } from '../../../state/cart.js';
import { useSession } from '../../../state/session.js';
import { formatPrice } from '../../../ui/format-price.js';
import type { StrideApiClient } from '@stride/adapters-http/browser';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import { useQuickShop } from '../../../pages/catalogue/quick-shop-opener.js';
import { recommendationBody, recommendedProducts, type RecommendedProduct } from './recommendation-request.js';

/** The brand the engine answers for: the bff writes its configuration into the page; `stride` is its default. */
function recommendationBrand(): string {
  if (typeof document === 'undefined') return 'stride';
  return document.querySelector<HTMLMetaElement>('meta[name="stride:recommendations-brand"]')?.content || 'stride';
}

/** The recTokens shown on this page so far: the next decide call reports them as impressions. */
const shownOnPage: string[] = [];
let requestCount = 0;

type Loaded = { readonly status: 'loading' | 'done' | 'failed'; readonly items: readonly RecommendedProduct[] };

/**
 * The block's fallback products (`fallbackProductIds`, comma-joined), at most `count`, as cards: read from the
 * product details (a product that cannot be read is left out). They carry no recToken: the engine did not pick them.
 */
async function fallbackProducts(api: StrideApiClient, ids: string, count: number): Promise<RecommendedProduct[]> {
  if (ids === '') return [];
  const answers = await Promise.all(
    ids
      .split(',')
      .slice(0, count)
      .map((productId) => api.call('getProductDetails', { params: { productId } })),
  );
  return answers.flatMap((answer) => {
    if (answer.isErr()) return [];
    const product = answer.value;
    const onSale = product.price.current < product.price.original;
    return [
      {
        id: product.id,
        recToken: '',
        title: product.name,
        link: product.url,
        imageLink: product.images[0]?.url ?? null,
        currency: product.currency,
        price: product.price.original,
        salePrice: onSale ? product.price.current : null,
      },
    ];
  });
}

/**
 * Asks the engine (`POST /api/engine/v1/decide/{brand}`) for the block's products in the page's context: the product
 * of a product page, else the cart's products. Nothing is asked on the server: recommendations depend on the
 * shopper, so the block renders its frame there and fills it in the browser.
 */
function useRecommendations(block: ProductRecommendationsBlock): Loaded {
  const api = useApi();
  const { pathname } = useLocation();
  const { cart } = useCart();
  const { info } = useSession();
  const count = recommendationLimit(block);
  // The cart's products by their product id (a line's productId, else its colour master), as the engine's seeds.
  const cartKey = (cart?.items ?? []).map((item) => `${/^[A-Z0-9]{8,11}$/.test(item.productId) ? item.productId : item.masterId}:${item.qty}`).join(',');
  const cartLines = useMemo(
    () => (cartKey === '' ? [] : cartKey.split(',').map((entry) => ({ productId: entry.split(':')[0] ?? '', qty: Number(entry.split(':')[1]) }))),
    [cartKey],
  );
  const customerId = info?.consumerNo;
  const fallbackIds = (block.fallbackProductIds ?? []).join(',');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', items: [] });
  useEffect(() => {
    let live = true;
    requestCount += 1;
    const body = recommendationBody(
      { pathname, cartLines },
      { count, requestId: `stride-${requestCount}`, shown: shownOnPage, ...(customerId !== undefined ? { customerId } : {}) },
    );
    void api
      .with(contentRouteAddresses)
      .call('decideRecommendations', { params: { brand: recommendationBrand() }, body })
      .then(async (answer) => {
        if (!live) return;
        if (answer.isErr()) console.warn('Stride: recommendations unavailable', answer.error);
        const items = answer.isOk() ? recommendedProducts(answer.value, count) : [];
        shownOnPage.push(...items.map((item) => item.recToken));
        // The engine answered nothing (or could not answer): the editor's fallback products, when the block names some.
        const fallback = items.length === 0 ? await fallbackProducts(api, fallbackIds, count) : [];
        if (!live) return;
        if (answer.isErr() && fallback.length === 0) setLoaded({ status: 'failed', items: [] });
        else setLoaded({ status: 'done', items: items.length > 0 ? items : fallback });
      });
    return () => {
      live = false;
    };
  }, [api, pathname, cartLines, count, customerId, fallbackIds]);
  return loaded;
}

function RecommendedCard({ item, locale }: { readonly item: RecommendedProduct; readonly locale: string }): ReactElement {
  const { t } = useMessages();
  const onSale = item.salePrice !== null && item.price !== null && item.salePrice < item.price;
  return (
    <a className="recs-card" href={item.link} data-rec-token={item.recToken}>
      {item.imageLink ? <img src={item.imageLink} alt="" width={400} height={400} loading="lazy" decoding="async" className="recs-card__image" /> : null}
      <span className="recs-card__name">{item.title}</span>
      {item.price !== null ? (
        <span className="recs-card__price">
          {onSale ? (
            <>
              <span className="recs-card__sale">{formatPrice(item.salePrice ?? item.price, item.currency, locale)}</span>{' '}
              <s>
                <span className="visually-hidden">{t('recs.originalPrice')} </span>
                {formatPrice(item.price, item.currency, locale)}
              </s>
            </>
          ) : (
            formatPrice(item.price, item.currency, locale)
          )}
        </span>
      ) : null}
    </a>
  );
}

function breakpointOf(width: number): 'sm' | 'md' | 'lg' {
  return width >= 1024 ? 'lg' : width >= 768 ? 'md' : 'sm';
}

/**
 * The recommendation carousel: cards three, five or six to a row from lg (`variant`), or the search hub's narrow
 * cards; the arrows move by the cards in view, or by 6 or 3 for the six-card variant on a large screen.
 */
export function RecommendationsCarouselView({ block }: { readonly block: ProductRecommendationsBlock }): ReactElement | null {
  const { t } = useMessages();
  const market = useMarket();
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  const { status, items } = useRecommendations(block);
  const [edges, setEdges] = useState({ start: true, end: false });
  const variant = block.variant ?? 'five-cards';
  const title = block.title ?? t('recs.title');

  const updateEdges = () => {
    const element = track.current;
    if (element === null) return;
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  };
  useEffect(updateEdges, [items]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    const card = element?.querySelector('li');
    if (!element || !card) return;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    const cardWidth = card.getBoundingClientRect().width + gap;
    const step = recommendationStep(block, breakpointOf(window.innerWidth), element.clientWidth / cardWidth);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * step * cardWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  if (status === 'failed' || (status === 'done' && items.length === 0)) return null;
  return (
    <section className={`recs recs--${variant}`} aria-labelledby={titleId} aria-busy={status === 'loading'} data-recommendations={block.type}>
      <div className="recs__head">
        <h2 id={titleId} className="recs__title">
          {title}
        </h2>
        {items.length > 0 && (
          <div className="recs__arrows">
            <button type="button" className="recs__arrow" onClick={() => move(-1)} disabled={edges.start} aria-label={t('recs.previous', { title })}>
              ‹
            </button>
            <button type="button" className="recs__arrow" onClick={() => move(1)} disabled={edges.end} aria-label={t('recs.next', { title })}>
              ›
            </button>
          </div>
        )}
      </div>
      {status === 'loading' ? (
        <div className="recs__skeleton" role="status">
          <span className="visually-hidden">{t('recs.loading')}</span>
        </div>
      ) : (
        <ul className="recs__track" ref={track} onScroll={updateEdges}>
          {items.map((item) => (
            <li key={item.id} className="recs__item">
              <RecommendedCard item={item} locale={market.locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The upsell: up to three products (the editor's limit otherwise) bought with the product or the cart's items; with
 * `quickShop` each card has a quick-shop button that opens the modal quick-shop on that product.
 */
export function UpsellView({ block }: { readonly block: ProductRecommendationsBlock }): ReactElement | null {
  const { t } = useMessages();
  const market = useMarket();
  const titleId = useId();
  const quickShop = useQuickShop();
  const { status, items } = useRecommendations(block);
  if (status === 'failed' || (status === 'done' && items.length === 0)) return null;
  return (
    <section className="upsell" aria-labelledby={titleId} aria-busy={status === 'loading'} data-recommendations={block.type}>
      <h2 id={titleId} className="upsell__title">
        {block.title ?? t('recs.upsellTitle')}
      </h2>
      {status === 'loading' ? (
        <div className="recs__skeleton recs__skeleton--upsell" role="status">
          <span className="visually-hidden">{t('recs.loading')}</span>
        </div>
      ) : (
        <ul className="upsell__list">
          {items.map((item) => (
            <li key={item.id}>
              <RecommendedCard item={item} locale={market.locale} />
              {block.quickShop === true ? (
                <button
                  type="button"
                  className="button upsell__quick-shop"
                  aria-haspopup="dialog"
                  aria-label={t('tile.quickShopLabel', { name: item.title })}
                  onClick={() => quickShop.open({ id: item.id, name: item.title })}
                >
                  {t('tile.quickShop')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {quickShop.dialog}
    </section>
  );
}
