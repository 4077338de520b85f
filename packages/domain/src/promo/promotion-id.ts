// Ids are matched case-insensitively: merchandisers type them by hand ('Summer_gwp_Guest').
const contains = (promotionId: string, marker: string): boolean => promotionId.toUpperCase().includes(marker);

/** True for a gift-with-purchase promotion: its id contains GWP. */
export function isGiftWithPurchasePromotion(promotionId: string): boolean {
  return contains(promotionId, 'GWP');
}

/** The shoppers a promotion variant is for, read from GUEST or REGISTERED in its id. */
export type PromotionAudience = 'guest' | 'registered' | 'everyone';

/**
 * The audience of a promotion variant; an id naming both or neither is for everyone.
 * @example promotionAudienceFor('GWP_SOCKS_GUEST') // 'guest'
 */
export function promotionAudienceFor(promotionId: string): PromotionAudience {
  const guest = contains(promotionId, 'GUEST');
  const registered = contains(promotionId, 'REGISTERED');
  if (guest === registered) return 'everyone';
  return guest ? 'guest' : 'registered';
}

/** True when a promotion variant applies to a shopper who is (or is not) signed in. */
export function promotionAppliesToShopper(promotionId: string, isRegistered: boolean): boolean {
  const audience = promotionAudienceFor(promotionId);
  return audience === 'everyone' || audience === (isRegistered ? 'registered' : 'guest');
}
