import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { groupCartByDelivery } from '@stride/domain/shipping';
import type { ApiFailure, CartAnswer, CartAnswerItem, CartErrorContext } from '@stride/application/storefront';
import { Link, useMarket, usePageData, type LoadArgs } from '../../app/router.js';
import { marketPrefix } from '../../app/market.js';
import { localStorageCartStore, useCart, type CartActionResult } from '../../state/cart.js';
import { useDialogs } from '../../state/dialogs.js';
import { useSession } from '../../state/session.js';
import { useToasts } from '../../state/toasts.js';
import { PageHead } from '../../ui/page-head.js';
import { CartItemRow } from './cart-item-row.js';
import { CHANGE_DELIVERY_DIALOG_ID } from './change-delivery-dialog-id.js';
import { GIFT_OPTION_DIALOG_ID } from './gift-option-dialog-id.js';
import { GiftCardForm } from './gift-card-form.js';
import { cartNotices } from './item-notices.js';
import { OrderSummary } from './order-summary.js';
import { PromoCodeForm } from './promo-code-form.js';
import { PromotionsPanel } from './promotions-panel.js';
import { useStoreNames } from '../../state/store-names.js';
import { myStoreId } from '../stores/my-store-id.js';
import { useInStoreModule } from '../../auth/in-store-device.js';
import { useCartErrors, type CartErrors } from './use-cart-errors.js';
import type { LineToEdit } from './line-edit-dialog.js';
import './cart-page.css';
import { type Translate, useMessages } from '../../i18n/messages.js';
import type { CmsPage } from '@stride/domain/content';
import { EspotSections } from '../../content/espot-sections.js';
import { loadEspotSections } from '../../content/page-content.js';
import type { ServerCart } from '../../actions/server-cart.js';

// The spend banner's chunk and its profile call, for a shopper of a special group only (account section 6).
const CartSpendBanner = lazy(() => import('./cart-spend-banner.js'));
// Quick-shop over a line the shopper edits: its chunk loads on the first Edit.
const LineEditDialog = lazy(() => import('./line-edit-dialog.js'));
// The add gift option dialog of a digital line: its chunk loads on the first click.
const CartGiftOptionDialog = lazy(() => import('./cart-gift-option-dialog.js'));
// The change-delivery dialog's chunk loads when the shopper first opens it.
const ChangeDeliveryDialog = lazy(() => import('./change-delivery-dialog.js').then((module) => ({ default: module.ChangeDeliveryDialog })));
// The saved-for-later list: its chunk loads when the shopper has saved items to show (most carts have none).
const SavedForLaterList = lazy(() => import('./saved-for-later-list.js').then((module) => ({ default: module.SavedForLaterList })));
// Store changed: its chunk loads when an answer reports items the pickup store could not keep as they were.
const StoreChangedDialog = lazy(() => import('./store-changed-dialog.js').then((module) => ({ default: module.StoreChangedDialog })));
// The flash types of a store's change (commerce section 4); the home-to-store move is the shopper's own.
const STORE_MOVE = /^(Pickup|Sts)To/;

interface CartPageData extends ServerCart {
  /** The cart espot's sections inherited on this path (an upsell under the cart). */
  readonly espot: CmsPage['sections'];
}

/**
 * The cart's content: its espot, and on the server the basket the page's form posts keep (what a shopper without
 * JavaScript sees; the browser reads the cart it keeps in local storage).
 */
export async function load(args: LoadArgs): Promise<CartPageData> {
  const { url, api, market } = args;
  const [espot, server] = await Promise.all([
    loadEspotSections(api, market, 'cart', url.pathname),
    import.meta.env.SSR ? import('../../actions/server-cart.js').then((module) => module.readServerCart(args, url.pathname)) : {},
  ]);
  return { espot, ...server };
}

/** Items that cannot be bought as they are: the cart answer flags them (no price, out of stock, short). */
function blockedItemIds(cart: CartAnswer): Set<string> {
  const blocking = new Set(['ProductItemNotAvailable', 'ProductLineItemFullInventoryMissing', 'ProductLineItemInventoryMissing']);
  return new Set(cart.flash.filter((f) => blocking.has(f.type)).flatMap((f) => (typeof f.details?.itemId === 'string' ? [f.details.itemId] : [])));
}

/**
 * The cart page (/cart): read in the browser from the basket id in local storage. The server renders the basket of
 * the form posts' cookie when there is one (without JavaScript, the cart; with it, until the browser has read its own).
 */
export function Page(): ReactElement {
  const { t } = useMessages();
  const { cart, loaded, replace, reload } = useCart();
  const { espot, cart: serverCart, flash } = usePageData<CartPageData>();
  const shown = loaded ? cart : serverCart;
  useEffect(() => {
    // Before the browser reads the cart it keeps (the provider's effect runs after the page's): a browser that keeps
    // none takes the basket its form post made ("Add to cart" sent before the product page's script ran).
    if (serverCart !== undefined && localStorageCartStore().basketId() === null) replace(serverCart);
  }, [serverCart, replace]);
  useEffect(() => {
    // Opening the cart patches it to the stock left, which customerNotifications tells (commerce sections 2, 3 and 7);
    // the shopper's store adds its pickup option beside each line delivered home.
    const favStoreId = myStoreId();
    void reload({ isPatchRequired: 'true', ...(favStoreId === null ? {} : { favStoreId }) });
  }, [reload]);
  return (
    <>
      <PageHead title={t('cart.title')} description={t('cart.description')} path="/cart" robots="noindex" />
      <div className="cart-page">
        <h1>{t('cart.title')}</h1>
        {flash?.message !== undefined && flash.itemId === undefined ? (
          <p className={`banner banner--${flash.tone === 'success' ? 'info' : 'error'}`} role={flash.tone === 'success' ? 'status' : 'alert'}>
            {flash.message}
          </p>
        ) : null}
        {shown === undefined ? (
          <>
            <p role="status" className="cart-loading">
              {t('cart.loading')}
            </p>
            {/* Without JavaScript and without a basket of the form posts, there is no cart to read. */}
            <noscript>
              <p>{t('cart.empty')}</p>
            </noscript>
          </>
        ) : (
          <CartContents cart={shown} flash={flash} />
        )}
        {/* Under the cart once it is read: rendered while the cart loads, the espot sat under the heading and the
            lines pushed it down the page (a layout shift of 0.23 on a phone, Lighthouse's cart score 82). */}
        {shown !== undefined ? <EspotSections espot="cart" sections={espot} /> : null}
      </div>
    </>
  );
}

function CartContents({ cart, flash }: { readonly cart: CartAnswer | null; readonly flash: CartPageData['flash'] }): ReactElement {
  const { t } = useMessages();
  const state = useCart();
  const errors = useCartErrors();
  const toasts = useToasts();
  const dialogs = useDialogs();
  const market = useMarket();
  const { info } = useSession();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<LineToEdit | null>(null);
  const [deliveryOpened, setDeliveryOpened] = useState(false);
  const [giftItemId, setGiftItemId] = useState<string | null>(null);
  // The last answer that reported a store change: the store changed dialog shows it.
  const [storeMoved, setStoreMoved] = useState<CartAnswer | null>(null);
  if (cart !== null && cart !== storeMoved && cart.flash.some((f) => STORE_MOVE.test(f.type))) setStoreMoved(cart);
  const locale = market.locale;
  // Favorites and saved-for-later are skipped while an employee is connected (commerce section 4).
  const canSave = info?.consumerType !== 'EMPLOYEE';
  // An athlete or prosumer (their profile types), or an employee who accepted the discount terms: who has a spend banner.
  const spender =
    info !== null && (info.profileTypes?.length || (info.consumerType === 'EMPLOYEE' && info.isEmployeeDiscountTCAccepted)) ? info.consumerNo : null;
  const { loadSaved } = state;
  // The associate's price adjustments, on a store device with an in-store session only.
  const inStore = useInStoreModule(() => import('./in-store-adjustments.js')).module;

  // A guest has a saved list only once they had a cart (a line moves there from the cart); a fresh
  // visitor with neither is not sent through a token call for an empty list.
  const hasCartOrAccount = cart !== null || info !== null;
  useEffect(() => {
    if (canSave && hasCartOrAccount) void loadSaved();
  }, [canSave, hasCartOrAccount, loadSaved]);

  /** Runs a cart action: busy while it runs, its failure routed as the catalogue says. */
  const act = async (context: CartErrorContext, action: () => Promise<CartActionResult>, itemId?: string): Promise<boolean> => {
    setBusy(true);
    errors.clear('banner');
    if (itemId !== undefined) errors.clear({ itemId });
    try {
      const result = await action();
      if (!result.ok) errors.report(result.error, context, itemId);
      return result.ok;
    } finally {
      setBusy(false);
    }
  };
  const reportFailure = (failure: ApiFailure) => errors.report(failure, 'delivery');

  const items = cart?.items ?? [];
  const saved = state.saved;
  const editor =
    editing !== null ? (
      <Suspense fallback={null}>
        <LineEditDialog line={editing} />
      </Suspense>
    ) : null;
  // The saved-for-later list, below the lines or alone under an empty cart (its own chunk, loaded once something is saved).
  const savedList =
    saved !== null && saved.items.length > 0 && canSave ? (
      <Suspense fallback={null}>
        <SavedForLaterList
          saved={saved}
          busy={busy}
          onMoveToCart={(line) => void act('move-to-cart', () => state.moveToCart(line))}
          onRemove={(itemId) => void removeSaved(state, saved.saveForLaterId, itemId, errors)}
          onEdit={(item) => setEditing({ kind: 'saved', saveForLaterId: saved.saveForLaterId, item })}
        />
      </Suspense>
    ) : null;
  const storeNames = useStoreNames(items.some((item) => item.shippingOptions.some((o) => o.selected && o.storeInfo !== undefined)));
  if (cart === null || items.length === 0) {
    return (
      <>
        {errors.banner !== null ? <Banner text={errors.banner} /> : null}
        <section className="cart-empty" aria-label={t('cart.emptyLabel')}>
          <p>{t('cart.empty')}</p>
          <Link to={marketPrefix(market)} className="button-primary">
            {t('cart.continueShopping')}
          </Link>
        </section>
        {savedList}
        {editor}
      </>
    );
  }

  const notices = cartNotices(t, cart);
  const blocked = blockedItemIds(cart);
  const groups = groupCartByDelivery(items);
  const firstVariant = groups.homeDelivery.find((item) => !item.bonus)?.variantId ?? items[0]?.variantId;
  const renderItem = (item: CartAnswerItem) => (
    <CartItemRow
      key={item.id}
      item={item}
      locale={locale}
      busy={busy}
      message={errors.itemErrors[item.id] ?? (flash?.itemId === item.id ? flash.message : undefined) ?? notices.byItem[item.id]}
      onQty={(qty) =>
        void act('update', () => state.updateQty(item.id, qty), item.id).then(
          (ok) => ok && toasts.show({ title: t('cart.qtyUpdated'), message: `${item.name}: ${qty}`, variant: 'success' }),
        )
      }
      onRemove={() => void act('remove', () => state.remove(item.id), item.id)}
      onSaveForLater={canSave ? () => void act('save-for-later', () => state.saveForLater(item.id), item.id) : undefined}
      onEdit={() => setEditing({ kind: 'cart', item })}
      onGiftOption={() => openGiftOption(item)}
    />
  );
  const openGiftOption = (item: CartAnswerItem) => {
    setGiftItemId(item.id);
    dialogs.open(GIFT_OPTION_DIALOG_ID);
  };
  const giftItem = items.find((item) => item.id === giftItemId);
  const openDelivery = () => {
    setDeliveryOpened(true);
    dialogs.open(CHANGE_DELIVERY_DIALOG_ID);
  };

  return (
    <div className="cart-layout">
      <div className="cart-main">
        {errors.banner !== null ? <Banner text={errors.banner} /> : null}
        {notices.general.map((text) => (
          <p key={text} className="banner banner--info">
            {text}
          </p>
        ))}
        <PromotionsPanel cart={cart} locale={locale} />
        {groups.homeDelivery.length > 0 ? (
          <section className="cart-group" aria-labelledby="cart-group-home">
            <div className="cart-group__head">
              <h2 id="cart-group-home">{t('cart.groupHome', { count: groups.homeDelivery.length })}</h2>
              <button type="button" className="link-button" aria-haspopup="dialog" onClick={openDelivery}>
                {t('delivery.change')}
              </button>
            </div>
            <ul className="cart-items">{groups.homeDelivery.map(renderItem)}</ul>
          </section>
        ) : null}
        {groups.digital.length > 0 ? (
          <section className="cart-group" aria-labelledby="cart-group-digital">
            <div className="cart-group__head">
              <h2 id="cart-group-digital">{t('cart.groupDigital', { count: groups.digital.length })}</h2>
            </div>
            <ul className="cart-items">{groups.digital.map(renderItem)}</ul>
          </section>
        ) : null}
        {groups.pickup.length > 0 ? (
          <section className="cart-group" aria-labelledby="cart-group-pickup">
            <div className="cart-group__head">
              <h2 id="cart-group-pickup">{t('cart.groupPickup', { count: groups.pickup.length })}</h2>
              <button type="button" className="link-button" aria-haspopup="dialog" onClick={openDelivery}>
                {t('delivery.change')}
              </button>
            </div>
            <p className="cart-item__meta">{pickupStoresText(t, groups.pickup, storeNames)}</p>
            <ul className="cart-items">{groups.pickup.map(renderItem)}</ul>
          </section>
        ) : null}
        {savedList}
      </div>
      <aside className="cart-side" aria-label={t('cart.sideLabel')}>
        {spender !== null ? (
          <Suspense fallback={null}>
            <CartSpendBanner consumerNo={spender} />
          </Suspense>
        ) : null}
        <OrderSummary cart={cart} locale={locale} canCheckout={blocked.size === 0} />
        {inStore !== null ? <inStore.InStoreAdjustments cart={cart} locale={locale} /> : null}
        <PromoCodeForm
          couponItems={cart.couponItems}
          error={errors.promoError}
          busy={busy}
          onEdit={() => errors.clear('promo')}
          onApply={(code) => act('promo', () => state.applyCoupon(code))}
          onRemove={(code) => void act('promo', () => state.removeCoupon(code))}
        />
        <GiftCardForm
          instruments={cart.payment_instruments}
          locale={locale}
          currency={cart.currency}
          error={errors.giftCardError}
          busy={busy}
          onEdit={() => errors.clear('gift-card')}
          onBalance={async (giftCardNumber, pin) => {
            setBusy(true);
            const result = await state.giftCardBalance(giftCardNumber, pin);
            setBusy(false);
            if (result.ok) return result.value;
            errors.report(result.error, 'gift-card');
            return null;
          }}
          onApply={(giftCardNumber, pin) => act('gift-card', () => state.applyGiftCard(giftCardNumber, pin))}
          onRemove={(id) => void act('gift-card', () => state.removeGiftCard(id))}
        />
      </aside>
      {giftItem !== undefined ? (
        <Suspense fallback={null}>
          <CartGiftOptionDialog item={giftItem} />
        </Suspense>
      ) : null}
      {storeMoved !== null ? (
        <Suspense fallback={null}>
          <StoreChangedDialog cart={storeMoved} />
        </Suspense>
      ) : null}
      {deliveryOpened ? (
        <Suspense fallback={null}>
          <ChangeDeliveryDialog locale={locale} currency={cart.currency} variantId={firstVariant} onFailure={reportFailure} />
        </Suspense>
      ) : null}
      {editor}
    </div>
  );
}

function pickupStoresText(t: Translate, items: readonly CartAnswerItem[], names: ReadonlyMap<string, string>): string {
  const stores = [
    ...new Set(
      items.flatMap((item) =>
        item.shippingOptions
          .filter((o) => o.selected)
          .map((o) => o.storeInfo?.id)
          .filter((id): id is string => id !== undefined),
      ),
    ),
  ];
  // Store names, never internal codes: until the names are known the line stays empty.
  const named = stores.flatMap((id) => names.get(id) ?? []);
  return named.length === 0 ? '' : t('cart.pickupAt', { stores: named.join(', ') });
}

async function removeSaved(state: ReturnType<typeof useCart>, saveForLaterId: string, itemId: string, errors: CartErrors): Promise<void> {
  const result = await state.removeSaved(saveForLaterId, itemId);
  if (!result.ok) errors.report(result.error, 'save-for-later');
}

function Banner({ text }: { readonly text: string }): ReactElement {
  return (
    <p className="banner banner--error" role="alert">
      {text}
    </p>
  );
}
