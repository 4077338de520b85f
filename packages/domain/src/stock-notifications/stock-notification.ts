/** A shopper (or a guest's e-mail address) waiting for one variant to be back in stock. */
export interface StockNotification {
  readonly id: string;
  readonly variantId: string;
  /** The product the variant belongs to (its master id). */
  readonly productId: string;
  /** The signed-in shopper who asked; null for a guest, known by the e-mail address only. */
  readonly consumerNo: string | null;
  readonly email: string;
  /** The site the shopper asked on (`fr-CA`): the e-mail is worded in its language and links to it. */
  readonly locale: string;
  readonly createdAt: Date;
  /** When the restock e-mail was queued; null while the shopper still waits. */
  readonly notifiedAt: Date | null;
}

/** What a variant must be for notify me to be offered on it. */
export interface WatchedVariant {
  readonly variantId: string;
  readonly productId: string;
  /** The colour's own master id (a product URL id too). */
  readonly colourMasterId: string;
  /** The product offers notify me (the spec's `notifyMe`). */
  readonly notifyMe: boolean;
  readonly onlineStock: number;
}

/** A subscription claimed by a restock, with what its e-mail says about the variant. */
export interface RestockedNotification {
  readonly notificationId: string;
  readonly email: string;
  readonly locale: string;
  readonly productName: string;
  readonly slug: string;
  readonly colourMasterId: string;
  readonly colourId: string;
  readonly colourName: string;
  readonly sizeLabel: string;
}

/** How long an e-mail address may be (RFC 5321's path limit). */
export const NOTIFY_ME_EMAIL_MAX = 254;

/**
 * The key a subscription is kept once under: the signed-in shopper, else the guest's address (case-insensitive).
 * @example notificationOwnerKey(null, 'Ana@Example.com') // 'email:ana@example.com'
 */
export function notificationOwnerKey(consumerNo: string | null, email: string): string {
  return consumerNo === null ? `email:${email.trim().toLowerCase()}` : `consumer:${consumerNo}`;
}

/** A variant can be waited for when its product offers notify me and it has no online stock. */
export function notifyMeRefusal(variant: WatchedVariant): 'off' | 'inStock' | null {
  if (!variant.notifyMe) return 'off';
  return variant.onlineStock > 0 ? 'inStock' : null;
}
