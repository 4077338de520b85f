import { useId, type ReactElement } from 'react';
import { selectedShippingOption } from '@stride/domain/shipping';
import type { CartAnswerItem } from '@stride/application/storefront';
import { Link } from '../../app/router.js';
import { deliveryTimeText, shippingLabel } from '../../ui/shipping-method-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { HiddenName } from '../../ui/hidden-name.js';
import { useMessages } from '../../i18n/messages.js';

/** The largest quantity offered in the select; higher limits are still checked by the server. */
export const QTY_CHOICES_MAX = 10;

/** The quantities a shopper may pick for an item: 1 up to its maxQty (at most 10, or its current quantity). */
export function quantityChoices(item: Pick<CartAnswerItem, 'qty' | 'maxQty'>): number[] {
  const top = Math.min(item.maxQty, Math.max(QTY_CHOICES_MAX, item.qty));
  return Array.from({ length: Math.max(top, 1) }, (_, index) => index + 1);
}

export interface CartItemRowProps {
  readonly item: CartAnswerItem;
  readonly locale: string;
  readonly busy: boolean;
  /** An error of the last action on this item, or a notice from the cart answer. */
  readonly message?: string | undefined;
  onQty(qty: number): void;
  onRemove(): void;
  /** Absent when the shopper cannot save for later (employees, commerce section 4). */
  onSaveForLater?: (() => void) | undefined;
  /** Opens quick-shop on the line's colour and size (a made-to-order line keeps its own). */
  onEdit?: (() => void) | undefined;
  /** A digital line: opens the add gift option dialog on it. */
  onGiftOption?: (() => void) | undefined;
}

/** One cart line: picture, name, colour and size, delivery, price, quantity, edit, remove and save for later. */
export function CartItemRow({ item, locale, busy, message, onQty, onRemove, onSaveForLater, onEdit, onGiftOption }: CartItemRowProps): ReactElement {
  const { t } = useMessages();
  const qtyId = useId();
  const messageId = useId();
  const option = selectedShippingOption(item);
  const currency = item.price.currency;
  const discounted = item.price.priceAfterItemDiscount < item.price.rowTotal;
  return (
    <li className="cart-item">
      <article aria-labelledby={`${qtyId}-name`} aria-describedby={message === undefined ? undefined : messageId}>
        <img src={item.productImageURL} alt="" width={96} height={96} loading="lazy" />
        <div className="cart-item__body">
          <h3 className="cart-item__name" id={`${qtyId}-name`}>
            <Link to={item.pdpUrl}>{item.name}</Link>
          </h3>
          <p className="cart-item__meta">
            {/* A digital gift card's colour is its design and its size its amount (shown as the price): no Colour and Size. */}
            {item.isDigitalProduct
              ? t('cart.giftCardDesign', { design: item.colourName })
              : t('cart.itemVariant', { colour: item.colourName, size: item.size })}
            {item.bonus ? <strong className="cart-item__gift"> · {t('cart.freeGift')}</strong> : null}
          </p>
          {item.isDigitalProduct ? (
            <div className="cart-item__meta">
              <p>{item.giftOption !== undefined ? t('giftOption.summary', { to: item.giftOption.to, email: item.giftOption.email }) : t('giftOption.none')}</p>
              {item.giftOption !== undefined ? <blockquote className="cart-item__gift-message">{item.giftOption.message}</blockquote> : null}
            </div>
          ) : null}
          <p className="cart-item__meta">
            {option.shippingMethod.label !== undefined ? shippingLabel(t, option.shippingMethod.label) : option.shippingMethod.code}
            {option.shippingMethod.deliveryTime !== undefined ? ` · ${deliveryTimeText(t, option.shippingMethod.deliveryTime)}` : null}
          </p>
          {message !== undefined ? (
            <p className="field-error" id={messageId} role="alert">
              {message}
            </p>
          ) : null}
          {/* Without JavaScript the line's controls post to the cart page (its form action); with it, they call the API. */}
          <form className="cart-item__actions" method="post" action="/cart" onSubmit={(event) => event.preventDefault()}>
            <input type="hidden" name="itemId" value={item.id} />
            {item.bonus ? (
              <span className="cart-item__meta">{t('cart.qty', { qty: item.qty })}</span>
            ) : (
              <span className="cart-item__qty">
                <label htmlFor={qtyId}>{t('cart.quantity')}</label>
                <select
                  id={qtyId}
                  name="qty"
                  value={item.qty}
                  disabled={busy}
                  onChange={(event) => onQty(Number(event.target.value))}
                  aria-describedby={`${qtyId}-name`}
                >
                  {quantityChoices(item).map((qty) => (
                    <option key={qty} value={qty}>
                      {qty}
                    </option>
                  ))}
                </select>
                <noscript>
                  <button type="submit" name="intent" value="update" className="link-button">
                    <HiddenName message={(name) => t('cart.updateLabel', { name })} name={item.name} />
                  </button>
                </noscript>
              </span>
            )}
            {item.bonus ? null : (
              <>
                {onEdit !== undefined && item.recipeId === undefined ? (
                  <button type="button" className="link-button" aria-haspopup="dialog" disabled={busy} onClick={onEdit}>
                    <HiddenName message={(name) => t('cart.editLabel', { name })} name={item.name} />
                  </button>
                ) : null}
                {onGiftOption !== undefined && item.isDigitalProduct ? (
                  <button type="button" className="link-button" aria-haspopup="dialog" disabled={busy} onClick={onGiftOption}>
                    <HiddenName
                      message={(name) => t(item.giftOption !== undefined ? 'giftOption.editLabel' : 'giftOption.addLabel', { name })}
                      name={item.name}
                    />
                  </button>
                ) : null}
                <button type="submit" name="intent" value="remove" className="link-button" disabled={busy} onClick={onRemove}>
                  <HiddenName message={(name) => t('cart.removeLabel', { name })} name={item.name} />
                </button>
                {onSaveForLater !== undefined ? (
                  <button type="button" className="link-button" disabled={busy} onClick={onSaveForLater}>
                    <HiddenName message={(name) => t('cart.saveForLaterLabel', { name })} name={item.name} />
                  </button>
                ) : null}
              </>
            )}
          </form>
        </div>
        <p className="cart-item__price">
          {discounted ? (
            <>
              <span className="visually-hidden">{t('price.was')} </span>
              <s className="price--original">{formatPrice(item.price.rowTotal, currency, locale)}</s>{' '}
              <span className="price--sale">{formatPrice(item.price.priceAfterItemDiscount, currency, locale)}</span>
            </>
          ) : (
            formatPrice(item.price.rowTotal, currency, locale)
          )}
        </p>
      </article>
    </li>
  );
}
