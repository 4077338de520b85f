import { DemoCategory } from './demo-categories.js';
import type { PromoCodeRow, PromotionAmountRow, PromotionCurrencyRow, PromotionRow, PromotionTargetRow } from './demo-data.types.js';

/** The demo promotions and their codes, as their five tables. */
export type DemoPromotions = {
  promotions: PromotionRow[];
  promotionAmounts: PromotionAmountRow[];
  promotionCurrencies: PromotionCurrencyRow[];
  promotionTargets: PromotionTargetRow[];
  promoCodes: PromoCodeRow[];
};

/** Fixed validity dates, so the data is the same whenever it is generated. */
const ALWAYS_FROM = '2025-01-01T00:00:00.000Z';

const base = (row: Partial<PromotionRow> & Pick<PromotionRow, 'id' | 'name' | 'level' | 'discountType'>): PromotionRow => ({
  percentOff: null,
  giftVariantId: null,
  shippingMethod: null,
  customerGroup: 'ALL',
  requiresCode: true,
  calloutMessage: null,
  startsAt: ALWAYS_FROM,
  endsAt: null,
  priority: 0,
  ...row,
});

const code = (row: Partial<PromoCodeRow> & Pick<PromoCodeRow, 'code' | 'promotionId'>): PromoCodeRow => ({
  maxUses: null,
  maxUsesPerConsumer: null,
  useCount: 0,
  ...row,
});

type Amounts = [threshold: number, amountOff: number | null];

// Every threshold promotion has a row per currency Stride sells in: a missing row would read as no
// threshold at all (free shipping on any GBP order).
const amounts = (promotionId: string, usd: Amounts, cad: Amounts, gbp: Amounts): PromotionAmountRow[] => [
  { promotionId, currency: 'USD', thresholdMinor: usd[0], amountOffMinor: usd[1] },
  { promotionId, currency: 'CAD', thresholdMinor: cad[0], amountOffMinor: cad[1] },
  { promotionId, currency: 'GBP', thresholdMinor: gbp[0], amountOffMinor: gbp[1] },
];

/** The loyalty members' free standard shipping: automatic for a signed-in member, on the sites where the benefit is offered. */
export const LOYALTY_FREE_SHIPPING_PROMOTION_ID = 'PROMO-LOYALTY-FREESHIP';

/**
 * Order, product and shipping level promotions, a gift with purchase (id contains GWP), an
 * expired code, a not-yet-started code, a limited code and a used-up one. Callout messages have
 * three pipe-separated parts, as approaching-promotion messages need.
 */
export function demoPromotions(giftVariantId: string): DemoPromotions {
  const promotions: PromotionRow[] = [
    base({ id: 'PROMO-WELCOME10', name: '10% off your order', level: 'ORDER', discountType: 'PERCENT', percentOff: 10 }),
    base({ id: 'PROMO-RUN20', name: '20% off running shoes', level: 'PRODUCT', discountType: 'PERCENT', percentOff: 20 }),
    base({
      id: 'PROMO-FREESHIP',
      name: 'Free standard shipping over {threshold}',
      level: 'SHIPPING',
      discountType: 'FREE_SHIPPING',
      shippingMethod: 'standard',
      calloutMessage:
        'Spend {remaining} more for free standard shipping with FREESHIP|Free standard shipping unlocked with FREESHIP|Free standard shipping with FREESHIP',
    }),
    base({
      id: 'PROMO-GWP-SOCKS',
      name: 'Free crew socks with orders over {threshold}',
      level: 'ORDER',
      discountType: 'GIFT',
      giftVariantId,
      requiresCode: false,
      priority: 10,
      calloutMessage:
        'Spend {remaining} more and get a free pair of Everyday Crew Socks|Free Everyday Crew Socks added to your order|Free Everyday Crew Socks added to your order',
    }),
    base({
      id: 'PROMO-SPEND150',
      name: '{amountOff} off orders over {threshold}',
      level: 'ORDER',
      discountType: 'AMOUNT',
      requiresCode: false,
      priority: 5,
      calloutMessage: 'Spend {remaining} more to save {amountOff} on your order|You save {amountOff} on your order|You save {amountOff} on your order',
    }),
    base({
      id: 'PROMO-EMPLOYEE40',
      name: 'Employee discount',
      level: 'PRODUCT',
      discountType: 'PERCENT',
      percentOff: 40,
      customerGroup: 'EMPLOYEE',
      requiresCode: false,
      priority: 20,
    }),
    base({
      id: 'PROMO-SUMMER24',
      name: 'Summer 2024: 15% off',
      level: 'ORDER',
      discountType: 'PERCENT',
      percentOff: 15,
      startsAt: '2024-06-01T00:00:00.000Z',
      endsAt: '2024-09-01T00:00:00.000Z',
    }),
    base({
      id: 'PROMO-HOLIDAY30',
      name: 'Holiday 2030: 30% off',
      level: 'ORDER',
      discountType: 'PERCENT',
      percentOff: 30,
      startsAt: '2030-11-20T00:00:00.000Z',
      endsAt: '2030-12-31T23:59:59.000Z',
    }),
    // Members only (customer group LOYALTY), no code, no threshold; it runs in USD and CAD only
    // (promotion_currencies): the benefit is not offered in the UK (account-and-catalogue section 9).
    base({
      id: LOYALTY_FREE_SHIPPING_PROMOTION_ID,
      name: 'Free standard shipping for Stride Rewards members',
      level: 'SHIPPING',
      discountType: 'FREE_SHIPPING',
      shippingMethod: 'standard',
      customerGroup: 'LOYALTY',
      requiresCode: false,
      priority: 15,
      calloutMessage:
        'Free standard shipping for Stride Rewards members|Free standard shipping for Stride Rewards members|Free standard shipping for Stride Rewards members',
    }),
    base({ id: 'PROMO-LAUNCH25', name: '{amountOff} off orders over {threshold}', level: 'ORDER', discountType: 'AMOUNT' }),
    base({ id: 'PROMO-FLASH50', name: 'Flash sale: 50% off', level: 'ORDER', discountType: 'PERCENT', percentOff: 50 }),
  ];
  return {
    promotions,
    promotionAmounts: [
      ...amounts('PROMO-FREESHIP', [7500, null], [10000, null], [6000, null]),
      ...amounts('PROMO-GWP-SOCKS', [10000, null], [13500, null], [8000, null]),
      ...amounts('PROMO-SPEND150', [15000, 2000], [20000, 2500], [12000, 1500]),
      ...amounts('PROMO-LAUNCH25', [12500, 2500], [16500, 3000], [10000, 2000]),
    ],
    promotionCurrencies: [
      { promotionId: LOYALTY_FREE_SHIPPING_PROMOTION_ID, currency: 'USD' },
      { promotionId: LOYALTY_FREE_SHIPPING_PROMOTION_ID, currency: 'CAD' },
    ],
    promotionTargets: [{ promotionId: 'PROMO-RUN20', productId: null, categoryId: DemoCategory.RUNNING }],
    promoCodes: [
      code({ code: 'WELCOME10', promotionId: 'PROMO-WELCOME10' }),
      code({ code: 'RUN20', promotionId: 'PROMO-RUN20' }),
      code({ code: 'FREESHIP', promotionId: 'PROMO-FREESHIP' }),
      code({ code: 'SUMMER24', promotionId: 'PROMO-SUMMER24' }),
      code({ code: 'HOLIDAY30', promotionId: 'PROMO-HOLIDAY30' }),
      code({ code: 'LAUNCH25', promotionId: 'PROMO-LAUNCH25', maxUses: 50, maxUsesPerConsumer: 1, useCount: 12 }),
      code({ code: 'FLASH50', promotionId: 'PROMO-FLASH50', maxUses: 3, useCount: 3 }),
    ],
  };
}
