import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { COLOUR_ATTRIBUTE_TYPE, isSoldOnSite, parsePdpPath, type QuickShopSelection } from '@stride/domain/catalogue';
import { type ProductDetailsAnswer } from '@stride/application/storefront';
import { pageErrorFrom } from '../../app/resolve-page.js';
import { PageError, PageRedirect, usePageData, useRootData, type LoadArgs } from '../../app/router.js';
import { useDialogs } from '../../state/dialogs.js';
import { formatPrice } from '../../ui/format-price.js';
import { PageHead } from '../../ui/page-head.js';
import { PriceView } from '../../ui/price-view.js';
import { PICKUP_DIALOG_ID } from './pickup-dialog-id.js';
import { GIFT_OPTION_DIALOG_ID } from '../cart/gift-option-dialog-id.js';
import type { CartLineInput } from '../../state/cart.js';
import { productJsonLd } from './product-json-ld.js';
import {
  colourAttribute,
  imagesForSelection,
  initialSelection,
  priceForSelection,
  selectionQuery,
  stockLabel,
  type ProductInventoryAnswer,
} from './product-selection.js';
import { PurchaseActions } from './purchase-actions.js';
import { ProductSetsSlot } from './product-sets-slot.js';
import { QuestionsSlot } from './questions-slot.js';
import { REVIEWS_ANCHOR, ReviewsSlot } from './reviews-slot.js';
import { RECIPE_PARAM, recipeFromUrl, withRecipe } from './product-recipe.js';
import { useAddToCart } from './use-add-to-cart.js';
import { useMiniCart } from './use-mini-cart.js';
import { useVariantSelection } from './use-variant-selection.js';
import { VariantPickers } from './variant-pickers.js';
import './catalogue.css';
import { type Translate, useMessages } from '../../i18n/messages.js';
import { LoyaltyShippingBenefit } from '../../ui/loyalty-shipping-benefit.js';
import type { CmsPage } from '@stride/domain/content';
import { EspotSections } from '../../content/espot-sections.js';
import { loadEspotSections } from '../../content/page-content.js';
import { SizeChartLink } from '../../content/size-chart/size-chart-link.js';
import type { FormFlash } from '../../actions/form-flash.js';

// The heart, as the tiles' (favorite-button.tsx): loaded once the page runs JavaScript, in one chunk with theirs.
const FavoriteButton = lazy(() => import('./favorite-button.js').then((module) => ({ default: module.FavoriteButton })));
// The pickup dialog (store search, stock, my store) is loaded when the shopper first asks for it.
// The add gift option dialog of a digital product: its chunk loads on the first click.
const GiftOptionDialog = lazy(() => import('../cart/gift-option-dialog.js').then((module) => ({ default: module.GiftOptionDialog })));
// The express wallet buttons render only once hydrated (they need the browser's country): their chunk loads then.
const ExpressWalletButtons = lazy(() => import('./express-wallet-buttons.js').then((module) => ({ default: module.ExpressWalletButtons })));
// The gallery (views, thumbnails, zoom): rendered on the server, hydrated once its chunk is in.
const ProductGallery = lazy(() => import('./product-gallery.js').then((module) => ({ default: module.ProductGallery })));
/** The gallery's root id, where `GalleryAsServed` finds its server markup. */
const GALLERY_ID = 'pdp-gallery';
// A re-render reaching the gallery before its chunk is in would swap its server markup for an empty fallback and
// back (a layout shift of the whole page): the fallback keeps the markup as it was until the gallery hydrates.
function GalleryAsServed(): ReactElement {
  const [html] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(GALLERY_ID)?.innerHTML ?? '')));
  return <div id={GALLERY_ID} className="pdp__gallery" dangerouslySetInnerHTML={{ __html: html }} />;
}
const PickupInStoreDialog = lazy(() => import('./pickup-in-store-dialog.js').then((module) => ({ default: module.PickupInStoreDialog })));

interface ProductData {
  readonly product: ProductDetailsAnswer;
  readonly inventory: ProductInventoryAnswer | null;
  /** The id in the path: the product id or one of its colour master ids. */
  readonly pathId: string;
  /** The selection the URL asks for (`?color=020&size=9.5`). */
  readonly wanted: Readonly<Record<string, string>>;
  /** The customs recipe the URL carries (`?recipe=`), added to the cart line as its recipeId. */
  readonly recipe: string | null;
  /** The product espot's sections inherited on this path (bought together, more like this). */
  readonly espot: CmsPage['sections'];
  /** What "Add to cart" posted without JavaScript left for this page: a size to choose, or the add's error. */
  readonly flash?: FormFlash;
}

/** The selection form's id: "Add to cart" posts it to the cart's form action when the page runs no JavaScript. */
const SELECTION_FORM_ID = 'pdp-selection';

/**
 * Loads a product page `/{language}-{country}/p/{slug}-{productId}`: details and online stock. An
 * unknown product is the 404 page; a wrong slug redirects to the product's own URL.
 */
export async function load({ url, api, market, cookie }: LoadArgs): Promise<ProductData> {
  const parsed = parsePdpPath(url.pathname);
  if (parsed.isErr()) throw new PageError(404, 'error.notFound');
  const { productId, slug } = parsed.value;
  const [details, inventory, espot] = await Promise.all([
    api.call('getProductDetails', { params: { productId } }),
    api.call('getProductInventory', { params: { productId } }),
    loadEspotSections(api, market, 'product', url.pathname),
  ]);
  if (details.isErr()) {
    const error = pageErrorFrom(details.error);
    throw error.status === 404 ? new PageError(404, 'error.productNotFound') : error;
  }
  const product = details.value;
  const own = parsePdpPath(product.url);
  if (own.isOk() && own.value.slug !== slug) throw new PageRedirect(`${product.url.replace(/-[A-Z0-9]+$/, `-${productId}`)}${url.search}`);
  const wanted: Record<string, string> = {};
  for (const [key, value] of url.searchParams) wanted[key] = value;
  const flash = import.meta.env.SSR ? (await import('../../actions/read-form-flash.js')).readFormFlash(cookie, url.pathname) : null;
  return {
    product,
    inventory: inventory.isOk() ? inventory.value : null,
    pathId: productId,
    wanted,
    recipe: recipeFromUrl(url),
    espot,
    ...(flash === null ? {} : { flash }),
  };
}

/** A product: images per colour, colour and size pickers, stock, price, add to cart, pickup in store, favorites. */
export function Page(): ReactElement {
  const data = usePageData<ProductData>();
  // A new product is a new selection: the key drops the previous product's state.
  return (
    <>
      <ProductView key={`${data.product.id}/${data.pathId}`} {...data} />
      <ReviewsSlot key={data.product.id} productId={data.product.id} productName={data.product.name} />
      <QuestionsSlot key={`${data.product.id}/questions`} productId={data.product.id} productName={data.product.name} />
      {/* After the reviews and questions: the sets load as the shopper nears them, and above a #reviews link's target they would push it away. */}
      <ProductSetsSlot key={`sets-${data.product.id}`} productId={data.product.id} />
      <EspotSections espot="product" sections={data.espot} />
    </>
  );
}

function describe(t: Translate, product: ProductDetailsAnswer): string {
  const text = product.details.description;
  return typeof text === 'string' && text !== '' ? text : t('product.fallbackDescription', { name: product.name });
}

function selectionLabel(product: ProductDetailsAnswer, selection: QuickShopSelection): string {
  return product.attributes
    .map((attribute) => {
      const option = attribute.options.find((o) => o.id === selection[attribute.type]);
      if (option === undefined) return null;
      return attribute.type === COLOUR_ATTRIBUTE_TYPE ? option.label : `${attribute.label.toLowerCase()} ${option.label}`;
    })
    .filter((part) => part !== null)
    .join(', ');
}

function ProductView({ product, inventory, pathId, wanted, recipe, flash }: ProductData): ReactElement {
  const { t } = useMessages();
  const { origin, market } = useRootData();
  const dialogs = useDialogs();
  const { add, adding } = useAddToCart();
  const miniCart = useMiniCart();
  // The URL keeps the choice, so a shared link opens on the same colour and size.
  const onChange = useCallback(
    (next: QuickShopSelection) => {
      const params = selectionQuery(product, next);
      // The recipe stays in the URL: it belongs to the product, not to the colour and size chosen.
      if (recipe !== null) params.set(RECIPE_PARAM, recipe);
      const query = params.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query === '' ? '' : `?${query}`}`);
    },
    [product, recipe],
  );
  const [initial] = useState(() => initialSelection(product, wanted, pathId));
  const chosen = useVariantSelection(product, inventory, initial, onChange);
  const images = imagesForSelection(product, chosen.selection);
  const mainImage = images[0];
  const jsonLd = productJsonLd({ product, inventory, origin, variantId: chosen.variant?.id ?? null, images: images.map((i) => i.url) });
  const format = (amount: number) => formatPrice(amount, product.currency, market.locale);
  // No variant priced on this site: "not sold on this site" instead of a zero price and out of stock.
  const soldHere = isSoldOnSite(product.price);
  const [pickupLine, setPickupLine] = useState<ReturnType<typeof chosen.lineToAdd>>(null);
  // A digital product's gift option (commerce section 2, add gift option): kept here until the add sends it.
  const [gift, setGift] = useState<CartLineInput['giftOption'] | null>(null);
  // A post without a size (no JavaScript) comes back asking for the first attribute still to choose, as a click does.
  const missing =
    chosen.missing ??
    (flash?.missing === true
      ? (product.attributes.find((a) => a.type !== COLOUR_ATTRIBUTE_TYPE && chosen.selection[a.type] === undefined)?.type ?? null)
      : null);

  const onAdd = () => {
    const line = chosen.lineToAdd();
    if (line === null) return;
    void add([{ ...withRecipe(line, recipe), ...(gift ? { giftOption: gift } : {}) }], product.name).then((added) => {
      if (!added.ok) return;
      miniCart.show([line]);
      if (gift) setGift(undefined);
    });
  };
  const saveGift = async (next: CartLineInput['giftOption'] | null): Promise<null> => {
    setGift(next ?? undefined);
    return null;
  };
  const onGift = () => {
    setGift((current) => current ?? undefined);
    dialogs.open(GIFT_OPTION_DIALOG_ID);
  };
  const onPickup = () => {
    const line = chosen.lineToAdd();
    if (line === null) return;
    setPickupLine(withRecipe(line, recipe));
    dialogs.open(PICKUP_DIALOG_ID);
  };

  return (
    <article className="pdp">
      <PageHead
        title={product.name}
        description={describe(t, product)}
        path={product.url}
        type="product"
        jsonLd={jsonLd}
        {...(mainImage !== undefined ? { image: mainImage.url } : {})}
      />
      <Suspense fallback={<GalleryAsServed />}>
        <ProductGallery
          id={GALLERY_ID}
          name={product.name}
          colour={colourAttribute(product)?.options.find((o) => o.id === images[0]?.colourId)?.label ?? ''}
          images={images}
        />
      </Suspense>
      <div className="pdp__info">
        {product.eyebrow !== undefined ? <p className="pdp__eyebrow">{product.eyebrow}</p> : null}
        <div className="pdp__title-row">
          <h1>{product.name}</h1>
          <Suspense fallback={null}>
            <FavoriteButton productId={product.id} productName={product.name} />
          </Suspense>
        </div>
        {product.badge !== undefined ? <p className="product-badge">{product.badge}</p> : null}
        {product.rating.reviewsCount > 0 ? (
          <p className="pdp__rating">
            <a href={`#${REVIEWS_ANCHOR}`}>
              <span aria-hidden="true">
                {'★'.repeat(Math.round(product.rating.score))}
                {'☆'.repeat(5 - Math.round(product.rating.score))}{' '}
              </span>
              <span className="visually-hidden">{t('product.rated', { score: product.rating.score })} </span>
              {t('product.reviews', { count: product.rating.reviewsCount })}
            </a>
          </p>
        ) : null}
        {soldHere ? <PriceView price={priceForSelection(product, chosen.selection)} format={format} large /> : null}
        {soldHere ? (
          <form id={SELECTION_FORM_ID} className="pdp__selection" method="get" action={product.url} onSubmit={(event) => event.preventDefault()}>
            {/* For "Add to cart" without JavaScript: the product, its site and recipe go with the colour and size. */}
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="locale" value={market.locale} />
            {recipe !== null ? <input type="hidden" name={RECIPE_PARAM} value={recipe} /> : null}
            <VariantPickers product={product} inventory={inventory} selection={chosen.selection} onChoose={chosen.choose} missingAttribute={missing} />
            <SizeChartLink productType={product.productType} />
            <noscript>
              <button type="submit" className="button">
                {t('product.showSelection')}
              </button>
            </noscript>
          </form>
        ) : null}
        {soldHere ? (
          <>
            <p className="stock-status" role="status">
              {chosen.stock !== null ? stockLabel(t, chosen.stock) : product.allVariantsOutOfStock && !product.comingSoon ? t('stock.out') : ''}
            </p>
            {flash?.message !== undefined ? (
              <p className="field-error" role="alert">
                {flash.message}
              </p>
            ) : null}
            <PurchaseActions
              action={chosen.action}
              adding={adding}
              onAdd={onAdd}
              submit={{ type: 'submit', form: SELECTION_FORM_ID, formAction: '/cart', formMethod: 'post', name: 'intent', value: 'add' }}
              targetPublishDate={product.targetPublishDate}
              locale={market.locale}
              notify={{ product, selection: chosen.selection }}
            >
              {chosen.action === 'addToCart' && product.productType !== 'digital' ? (
                <button type="button" className="button pdp__pickup" onClick={onPickup}>
                  {t('pickup.title')}
                </button>
              ) : null}
              {chosen.action === 'addToCart' && product.productType === 'digital' ? (
                <button type="button" className="button pdp__pickup" aria-haspopup="dialog" onClick={onGift}>
                  {t(gift ? 'giftOption.edit' : 'giftOption.add')}
                </button>
              ) : null}
            </PurchaseActions>
            {chosen.action === 'addToCart' && product.productType !== 'digital' && recipe === null ? (
              <Suspense fallback={null}>
                <ExpressWalletButtons productName={product.name} lineToAdd={chosen.lineToAdd} />
              </Suspense>
            ) : null}
            {gift ? <p className="pdp__gift">{t('giftOption.summary', gift)}</p> : null}
            {product.productType !== 'digital' ? <LoyaltyShippingBenefit market={market} className="pdp__benefit" /> : null}
          </>
        ) : (
          <p className="stock-status">{t('product.notSoldHere')}</p>
        )}
        <section className="pdp__details" aria-labelledby="pdp-details">
          <h2 id="pdp-details">{t('product.details')}</h2>
          <p>{describe(t, product)}</p>
          <p className="pdp__style">{t('product.style', { id: product.id })}</p>
        </section>
      </div>
      {gift !== null ? (
        <Suspense fallback={null}>
          <GiftOptionDialog productName={product.name} current={gift} onSave={saveGift} />
        </Suspense>
      ) : null}
      {pickupLine !== null ? (
        <Suspense fallback={null}>
          <PickupInStoreDialog productId={product.id} productName={product.name} line={pickupLine} variantLabel={selectionLabel(product, chosen.selection)} />
        </Suspense>
      ) : null}
      {miniCart.dialog}
    </article>
  );
}
