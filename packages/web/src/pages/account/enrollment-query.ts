/** What a link into enrollment may carry (account section 2): prefill and where the shopper came from. */
export interface EnrollmentQuery {
  /** `email`: prefills the lookup and the sign-up. */
  readonly email?: string;
  /** `consumerId`: the account the link was made for; a signed-in shopper who is someone else is told so. */
  readonly consumerId?: string;
  /** `storeNum`: the store the shopper signs up in (the sign-up's source.store). */
  readonly storeNum?: string;
  /** `leadSource`: the sign-up's `source` header. */
  readonly leadSource?: string;
  /** `enrollment_marketing_source`: the campaign (the sign-up's source.campaignName). */
  readonly marketingSource?: string;
  /** `referral_code`: the member who referred the shopper, kept (loyalty-referral.ts) for the first loyalty token call. */
  readonly referralCode?: string;
}

// The bounds of the sign-up call (source.store 1-40, campaignName 1-100, e-mail 100) and of the loyalty token
// call (leadSource, referral code): a value the API would refuse is dropped here rather than failing the sign-up.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 100;
const CONSUMER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const STORE_NUMBER = /^[A-Za-z0-9_-]{1,40}$/;
const CAMPAIGN = /^[\p{L}\p{N} _.:/-]{1,100}$/u;
// The loyalty token call's patterns (LOYALTY_LEAD_SOURCE_PATTERN, LOYALTY_REFERRAL_CODE_PATTERN of the domain), written
// out: their module builds zod schemas, which would come with them. enrollment-query.test.ts fails if they drift.
/** The `source` header's pattern. */
export const LEAD_SOURCE = /^[A-Za-z0-9_.-]{1,64}$/;
/** The loyalty token call's referral code pattern. */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;

function read(url: URL, name: string, pattern: RegExp, maxLength = Infinity): string | undefined {
  const value = url.searchParams.get(name)?.trim();
  return value !== undefined && value.length <= maxLength && pattern.test(value) ? value : undefined;
}

/**
 * The enrollment link's query, each value checked against the bounds of the call it goes to; a missing or
 * malformed value is left out.
 * @example enrollmentQuery(new URL('https://stride.example/enroll?email=a%40b.co&storeNum=S001')) // { email: 'a@b.co', storeNum: 'S001' }
 */
export function enrollmentQuery(url: URL): EnrollmentQuery {
  const values = {
    email: read(url, 'email', EMAIL, EMAIL_MAX_LENGTH),
    consumerId: read(url, 'consumerId', CONSUMER_ID),
    storeNum: read(url, 'storeNum', STORE_NUMBER),
    leadSource: read(url, 'leadSource', LEAD_SOURCE),
    marketingSource: read(url, 'enrollment_marketing_source', CAMPAIGN),
    referralCode: read(url, 'referral_code', REFERRAL_CODE),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as EnrollmentQuery;
}

/** The sign-up's `source` (account section 7: store, acquisitionType Registered, campaignName). */
export interface SignUpSource {
  readonly store?: string;
  readonly acquisitionType: 'Registered';
  readonly campaignName?: string;
}

/**
 * The sign-up's source from the link: always an acquisition of type Registered, with the store and campaign when
 * the link named them.
 * @example signUpSource({ storeNum: 'S001' }) // { acquisitionType: 'Registered', store: 'S001' }
 */
export function signUpSource(query: EnrollmentQuery): SignUpSource {
  return {
    acquisitionType: 'Registered',
    ...(query.storeNum === undefined ? {} : { store: query.storeNum }),
    ...(query.marketingSource === undefined ? {} : { campaignName: query.marketingSource }),
  };
}
