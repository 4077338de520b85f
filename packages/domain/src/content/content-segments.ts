/** The segment ids a segmentation block can target (spec content section 2). */
export const CONTENT_SEGMENT_IDS = [
  'loggedout',
  'loggedin',
  'loyalty-loggedin',
  'non-loyalty-loggedin',
  'employee-loggedin',
  'non-employee-loggedin',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-loggedin',
  'non-ipa-wranx-loggedin',
  'wranx-loggedin',
  'non-wranx-loggedin',
  'ipa-loggedin',
  'non-ipa-loggedin',
  'athletes-loggedin',
  'non-athletes-loggedin',
] as const;

export type ContentSegmentId = (typeof CONTENT_SEGMENT_IDS)[number];

/** Profile types that drive content (spec content section 6). */
export type ContentProfileType = 'ipa' | 'wranx' | 'athlete';

/** What content needs to know about the shopper to pick a segment. */
export interface ContentShopper {
  readonly loggedIn: boolean;
  readonly loyaltyMember: boolean;
  readonly employee: boolean;
  readonly profileTypes: readonly ContentProfileType[];
  readonly cartItemCount: number;
}

/** Whether a string is one of the 16 segment ids. */
export function isContentSegmentId(value: string): value is ContentSegmentId {
  return (CONTENT_SEGMENT_IDS as readonly string[]).includes(value);
}

function loggedInWhere(shopper: ContentShopper, trait: boolean): boolean {
  return shopper.loggedIn && trait;
}

function traitsOf(shopper: ContentShopper): Record<'loyalty' | 'employee' | 'ipa-wranx' | 'wranx' | 'ipa' | 'athletes', boolean> {
  const has = (type: ContentProfileType): boolean => shopper.profileTypes.includes(type);
  return {
    loyalty: shopper.loyaltyMember,
    employee: shopper.employee,
    // The spec does not define "ipa-wranx"; we read it as either programme, so the pair splits logged-in shoppers
    // the same way as every other X / non-X pair.
    'ipa-wranx': has('ipa') || has('wranx'),
    wranx: has('wranx'),
    ipa: has('ipa'),
    athletes: has('athlete'),
  };
}

/**
 * Whether a shopper belongs to a segment. Every "-loggedin" segment needs a signed-in shopper; the "non-" form is a
 * signed-in shopper without the trait; the cart segments ignore sign-in.
 * @example shopperMatchesContentSegment('cart-empty', { ...guest, cartItemCount: 0 }) // true
 */
export function shopperMatchesContentSegment(segmentId: ContentSegmentId, shopper: ContentShopper): boolean {
  if (segmentId === 'loggedout') return !shopper.loggedIn;
  if (segmentId === 'loggedin') return shopper.loggedIn;
  if (segmentId === 'cart-empty') return shopper.cartItemCount <= 0;
  if (segmentId === 'cart-not-empty') return shopper.cartItemCount > 0;
  const traits = traitsOf(shopper);
  const negated = segmentId.startsWith('non-');
  const trait = segmentId.replace(/^non-/, '').replace(/-loggedin$/, '') as keyof typeof traits;
  return loggedInWhere(shopper, negated ? !traits[trait] : traits[trait]);
}

/** A segmentation block: content per segment, in editor order, and baselines for everyone else. */
export interface SegmentationBlock<T> {
  readonly segments: readonly { readonly segmentId: string; readonly content: T }[];
  readonly baselines: readonly T[];
}

/**
 * The content a segmentation block shows: the first segment the shopper matches wins, otherwise the first baseline
 * (undefined when there is none). Unknown segment ids never match.
 */
export function chooseSegmentationContent<T>(block: SegmentationBlock<T>, shopper: ContentShopper): T | undefined {
  const hit = block.segments.find((segment) => isContentSegmentId(segment.segmentId) && shopperMatchesContentSegment(segment.segmentId, shopper));
  return hit !== undefined ? hit.content : block.baselines[0];
}
