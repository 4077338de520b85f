import { describe, expect, it } from 'vitest';
import { promotionText } from './promotion-callout.js';

describe('promotionText', () => {
  it("writes a promotion's amounts in the basket's currency, so no site shows another's money", () => {
    const spend = { thresholdMinor: 12000, amountOffMinor: 1500 };
    expect(promotionText('{amountOff} off orders over {threshold}', spend, 'GBP')).toBe('£15.00 off orders over £120.00');
    expect(promotionText('{amountOff} off orders over {threshold}', { thresholdMinor: 15000, amountOffMinor: 2000 }, 'USD')).toBe(
      '$20.00 off orders over $150.00',
    );
    expect(promotionText('Free socks over {threshold}', { thresholdMinor: 13500 }, 'CAD')).toBe('Free socks over CAD\u00a0135.00');
    expect(promotionText('10% off your order', spend, 'GBP')).toBe('10% off your order');
  });
});
