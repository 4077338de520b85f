import type { DemoQuestions } from './demo-questions.js';
import type { DemoReviews } from './demo-reviews.js';

/**
 * Plain rows of the demo data, one type per table of the commerce schema (camelCase here,
 * snake_case in SQL). Money is integer minor units; dates are ISO 8601 text.
 */

export type CategoryRow = {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
  position: number;
};

export type ProductType = 'FOOTWEAR' | 'APPAREL' | 'GEAR' | 'DIGITAL';
export type Gender = 'MEN' | 'WOMEN' | 'KIDS' | 'UNISEX';

export type ProductRow = {
  id: string;
  styleCode: string;
  name: string;
  slug: string;
  description: string;
  productType: ProductType;
  gender: Gender;
  primaryCategoryId: string;
  badge: string | null;
  eyebrow: string | null;
  isCustoms: boolean;
  customsExternalUrl: string | null;
  presale: boolean;
  comingSoon: boolean;
  targetPublishDate: string | null;
  notifyMe: boolean;
  ratingScore: number;
  reviewsCount: number;
};

export type ProductCategoryRow = { productId: string; categoryId: string; position: number };

export type ColourVariantRow = {
  id: string;
  productId: string;
  masterId: string;
  colourId: string;
  colourName: string;
  swatchHex: string;
  imageUrl: string;
  position: number;
};

export type VariantRow = {
  id: string;
  colourVariantId: string;
  productId: string;
  upc: string;
  sizeLabel: string;
  sizeOrder: number;
  onlineStock: number;
};

export type PriceRow = { variantId: string; currency: string; listMinor: number; saleMinor: number | null };

export type StoreRow = {
  id: string;
  name: string;
  addressLine1: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  openingHours: string;
  offersPickup: boolean;
  offersSameDay: boolean;
  offersShipToStore: boolean;
};

/** A carrier's pick-up point (`collection_points`). */
export type CollectionPointRow = {
  id: string;
  kind: 'locker' | 'partner';
  carrier: string;
  name: string;
  addressLine1: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  openingHours: string;
};

export type StoreInventoryRow = { storeId: string; variantId: string; quantity: number };

export type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING';
export type DiscountType = 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING' | 'GIFT';
export type CustomerGroup = 'ALL' | 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'LOYALTY';

export type PromotionRow = {
  id: string;
  name: string;
  level: PromotionLevel;
  discountType: DiscountType;
  percentOff: number | null;
  giftVariantId: string | null;
  shippingMethod: string | null;
  customerGroup: CustomerGroup;
  requiresCode: boolean;
  calloutMessage: string | null;
  startsAt: string | null;
  endsAt: string | null;
  priority: number;
};

export type PromotionAmountRow = {
  promotionId: string;
  currency: string;
  thresholdMinor: number;
  amountOffMinor: number | null;
};

/** A currency a promotion runs in; a promotion without such rows runs in every currency. */
export type PromotionCurrencyRow = { promotionId: string; currency: string };

export type PromotionTargetRow = { promotionId: string; productId: string | null; categoryId: string | null };

export type PromoCodeRow = {
  code: string;
  promotionId: string;
  maxUses: number | null;
  maxUsesPerConsumer: number | null;
  useCount: number;
};

/** A gift card before hashing: the PIN is plain here and hashed by the seed. */
export type DemoGiftCard = {
  number: string;
  pin: string;
  currency: string;
  initialMinor: number;
  balanceMinor: number;
  expiresAt: string | null;
  status: 'ACTIVE' | 'SUSPENDED';
};

export type ConsumerType = 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'ATHLETE' | 'STORE_ASSOCIATE';

/** A demo account before hashing: the password is plain here and hashed by the seed. */
export type DemoAccount = {
  /** Which demo persona this is, for docs and tests. */
  persona: 'shopper' | 'loyalty' | 'employee' | 'athlete' | 'associate' | 'ipa' | 'wranx' | 'ipaWranx';
  consumerNo: string;
  consumerType: ConsumerType;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneCode: string;
  birthDate: string;
  gender: string;
  postalCode: string;
  countryCode: string;
  preferredShoeSize: string | null;
  interests: string | null;
  isLoyaltyMember: boolean;
  loyaltyMemberId: string | null;
  loyaltyOptInDate: string | null;
  loyaltyPoints: number;
  isEmployeeDiscountTcAccepted: boolean;
  employeeAnnualCapMinor: number | null;
  employeeCurrentSpendMinor: number;
  athleteAnnualCreditMinor: number | null;
  athleteCurrentSpendMinor: number;
  creditCurrency: string | null;
  storeId: string | null;
  storeEmployeeId: string | null;
  /** Partner programmes (profile types ipa and wranx; athlete is the account type). */
  isIpaMember: boolean;
  isWranxMember: boolean;
  /** A prosumer's (IPA or WRANX member's) annual credit, in `creditCurrency`; null for everyone else. */
  prosumerAnnualCreditMinor: number | null;
  prosumerCurrentSpendMinor: number;
};

export type ConsumerAddressRow = {
  id: string;
  consumerNo: string;
  approachType: 'S' | 'B';
  isMain: boolean;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
  phone: string;
};

export type LoyaltyVoucherRow = {
  id: string;
  consumerNo: string;
  points: number;
  amountMinor: number;
  currency: string;
  status: 'AVAILABLE' | 'APPLIED' | 'REDEEMED';
  expiresAt: string | null;
};

/** Everything the demo seed inserts, before secrets are hashed. */
export type DemoData = DemoReviews &
  DemoQuestions & {
    categories: CategoryRow[];
    products: ProductRow[];
    productCategories: ProductCategoryRow[];
    colourVariants: ColourVariantRow[];
    variants: VariantRow[];
    prices: PriceRow[];
    stores: StoreRow[];
    storeInventory: StoreInventoryRow[];
    collectionPoints: CollectionPointRow[];
    promotions: PromotionRow[];
    promotionAmounts: PromotionAmountRow[];
    promotionCurrencies: PromotionCurrencyRow[];
    promotionTargets: PromotionTargetRow[];
    promoCodes: PromoCodeRow[];
    giftCards: DemoGiftCard[];
    accounts: DemoAccount[];
    addresses: ConsumerAddressRow[];
    loyaltyVouchers: LoyaltyVoucherRow[];
  };
