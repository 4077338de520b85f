import { buildPdpPath, catalogueMarketFor } from '@stride/domain/catalogue';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { RestockedNotification } from '@stride/domain/stock-notifications';
import { err, ok, type Result } from 'neverthrow';
import type { StockNotificationsDeps } from './stock-notifications-deps.js';

/** A stock change: the variant's online stock before and after, and how many waiting shoppers it e-mailed. */
export interface OnlineStockChange {
  readonly variantId: string;
  readonly before: number;
  readonly after: number;
  readonly notified: number;
}

/** The product page of the restocked size on the shopper's site, with its colour and size chosen. */
function restockLink(publicUrl: string, restocked: RestockedNotification): string {
  const market = catalogueMarketFor(restocked.locale);
  const path = buildPdpPath({ language: market.language, country: market.country, slug: restocked.slug, productId: restocked.colourMasterId });
  const query = `color=${encodeURIComponent(restocked.colourId)}&size=${encodeURIComponent(restocked.sizeLabel)}`;
  return `${publicUrl.replace(/\/+$/, '')}${path.isOk() ? path.value : `/p/${restocked.slug}-${restocked.colourMasterId}`}?${query}`;
}

/**
 * Support staff set a variant's online stock (`stride stock set`). When the variant then has stock, every shopper
 * waiting for it (notify me) is e-mailed in the same transaction, each wait claimed once and then done: a second
 * restock tells nobody twice. An unknown variant is PLP400.
 */
export async function setOnlineStock(
  deps: Pick<StockNotificationsDeps, 'store' | 'emails' | 'now' | 'publicUrl'>,
  input: { readonly variantId: string; readonly quantity: number },
): Promise<Result<OnlineStockChange, StrideError>> {
  const now = deps.now();
  const change = await deps.store.transaction(async (repositories) => {
    const set = await repositories.stock.setOnlineStock(input.variantId, input.quantity);
    if (set === null) return null;
    const restocked = set.after > 0 ? await repositories.notifications.claimWaiting(input.variantId, now) : [];
    for (const waiting of restocked) {
      const email = deps.emails.compose(
        {
          template: 'back-in-stock',
          productName: waiting.productName,
          colourName: waiting.colourName,
          sizeLabel: waiting.sizeLabel,
          link: restockLink(deps.publicUrl, waiting),
        },
        waiting.locale,
      );
      await repositories.outbox.enqueue({ to: waiting.email, template: 'back-in-stock', ...email, createdAt: now });
    }
    return { variantId: input.variantId, ...set, notified: restocked.length };
  });
  return change === null ? err(strideError('PLP400', `Variant ${input.variantId} was not found.`, { variantId: input.variantId })) : ok(change);
}
