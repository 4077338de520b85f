import type { DemoGiftCard } from './demo-data.types.js';

/** The gift card the docs and the issue name: 7777000000000001, PIN 1234, 50.00 USD. */
export const DEMO_GIFT_CARD = { number: '7777000000000001', pin: '1234', currency: 'USD', balanceMinor: 5000 } as const;

/**
 * Demo gift cards: the named one, one with a zero balance (GFC740), one expired (GFC812), one
 * suspended (GFC725), a large USD one, a CAD one, and three small USD ones (10.00 each), enough to reach the limit of
 * gift cards per basket (GFC410) with money still to pay. Expiry dates are fixed, never relative.
 */
export function demoGiftCards(): DemoGiftCard[] {
  return [
    { ...DEMO_GIFT_CARD, initialMinor: 5000, expiresAt: null, status: 'ACTIVE' },
    { number: '7777000000000002', pin: '2222', currency: 'USD', initialMinor: 2500, balanceMinor: 0, expiresAt: null, status: 'ACTIVE' },
    {
      number: '7777000000000003',
      pin: '3333',
      currency: 'USD',
      initialMinor: 10000,
      balanceMinor: 10000,
      expiresAt: '2024-12-31T23:59:59.000Z',
      status: 'ACTIVE',
    },
    {
      number: '7777000000000004',
      pin: '4444',
      currency: 'USD',
      initialMinor: 20000,
      balanceMinor: 15000,
      expiresAt: '2035-12-31T23:59:59.000Z',
      status: 'ACTIVE',
    },
    { number: '7777000000000005', pin: '5555', currency: 'CAD', initialMinor: 7500, balanceMinor: 7500, expiresAt: null, status: 'ACTIVE' },
    { number: '7777000000000006', pin: '6666', currency: 'USD', initialMinor: 5000, balanceMinor: 5000, expiresAt: null, status: 'SUSPENDED' },
    ...['7', '8', '9'].map((digit) => ({
      number: `777700000000000${digit}`,
      pin: digit.repeat(4),
      currency: 'USD',
      initialMinor: 1000,
      balanceMinor: 1000,
      expiresAt: null,
      status: 'ACTIVE' as const,
    })),
  ];
}
