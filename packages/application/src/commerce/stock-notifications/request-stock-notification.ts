import type { StrideError } from '@stride/domain/errors';
import { stockNotificationsPerClient } from '@stride/domain/security';
import { NOTIFY_ME_EMAIL_REQUIRED, notifyMeError, notifyMeRefusal, type StockNotification } from '@stride/domain/stock-notifications';
import { err, ok, type Result } from 'neverthrow';
import { productNotFound } from '../catalogue/catalogue-errors.js';
import { spendAttempt } from '../identity/spend-attempt.js';
import type { StockNotificationCaller, StockNotificationsDeps } from './stock-notifications-deps.js';

/** What the shopper asks: be told when this size of this product is back (a guest says where to write). */
export interface StockNotificationRequest {
  readonly caller: StockNotificationCaller;
  /** The product's id or the colour's master id, as the product page shows it. */
  readonly productId: string;
  readonly variantId: string;
  /** A guest's address; a signed-in shopper is written to at their account's. */
  readonly email?: string | undefined;
  /** The site asked on (`fr-CA`). */
  readonly locale: string;
  readonly clientAddress: string;
}

/** The wait kept, and whether this call started it (a repeat answers the same wait). */
export interface StockNotificationAnswer {
  readonly notification: StockNotification;
  readonly created: boolean;
}

const isGuest = (caller: StockNotificationCaller) => caller.consumerType.toUpperCase() === 'GUEST';

async function addressOf(deps: Pick<StockNotificationsDeps, 'store'>, request: StockNotificationRequest): Promise<string | null> {
  if (!isGuest(request.caller)) {
    const own = await deps.store.notifications.accountEmail(request.caller.consumerNo);
    if (own !== null) return own;
  }
  return request.email ?? null;
}

/**
 * Notify me (`PUT /products/v1/notifications`): keeps one wait per shopper, or per guest address, and variant, so
 * asking again answers the same wait (`created: false`). Refused when the switch is off or the product does not offer
 * it (NOTIFY_ME_OFF), when the size is in stock (NOTIFY_ME_IN_STOCK), for an unknown variant or one of another product
 * (PLP400), for a guest without an address (NOTIFY_ME_EMAIL_REQUIRED), and past the per-client limit (API429).
 */
export async function requestStockNotification(
  deps: Omit<StockNotificationsDeps, 'emails' | 'publicUrl'>,
  request: StockNotificationRequest,
): Promise<Result<StockNotificationAnswer, StrideError>> {
  if (!deps.enabled) return err(notifyMeError('NOTIFY_ME_OFF'));
  const variant = await deps.store.notifications.watchedVariant(request.variantId);
  if (variant === null || (request.productId !== variant.productId && request.productId !== variant.colourMasterId)) {
    return err(productNotFound(request.productId));
  }
  const refusal = notifyMeRefusal(variant);
  if (refusal !== null) return err(notifyMeError(refusal === 'off' ? 'NOTIFY_ME_OFF' : 'NOTIFY_ME_IN_STOCK'));
  const email = await addressOf(deps, request);
  if (email === null) return err(notifyMeError(NOTIFY_ME_EMAIL_REQUIRED));
  const refused = await spendAttempt(deps, [stockNotificationsPerClient(request.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const consumerNo = isGuest(request.caller) ? null : request.caller.consumerNo;
  const kept = await deps.store.notifications.subscribe(
    { variantId: variant.variantId, productId: variant.productId, consumerNo, email, locale: request.locale, createdAt: deps.now() },
    deps.newNotificationId(),
  );
  return ok(kept);
}
