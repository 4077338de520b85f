import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  changeNotificationPreferences,
  notificationPreferencesOf,
  storedNotificationPreferences,
  type NotificationPreferenceChange,
} from './notification-preferences.js';

describe('notification preferences', () => {
  it('answers every kind in order, order updates by e-mail until the shopper chooses, and ignores what it does not know', () => {
    expect(notificationPreferencesOf({ PRICE_DROPS: { sms: true }, NOPE: { email: true }, REWARDS: 'yes' })).toEqual([
      { type: 'ORDER_UPDATES', email: true, sms: false },
      { type: 'BACK_IN_STOCK', email: false, sms: false },
      { type: 'PRICE_DROPS', email: false, sms: true },
      { type: 'REWARDS', email: false, sms: false },
    ]);
  });

  it('refuses a kind named twice and SMS without a phone, changing nothing', () => {
    const current = notificationPreferencesOf(null);
    expect(changeNotificationPreferences(current, [{ type: 'REWARDS' }, { type: 'REWARDS', email: true }], true)._unsafeUnwrapErr().code).toBe('ATTR300');
    expect(changeNotificationPreferences(current, [{ type: 'ORDER_UPDATES', sms: true }], false)._unsafeUnwrapErr().message).toContain('phone');
    expect(changeNotificationPreferences(current, [{ type: 'ORDER_UPDATES', sms: false }], false).isOk()).toBe(true);
  });

  it('law: storing the changed preferences and reading them back gives them back, a channel not sent keeps its value', () => {
    const changeArb = fc.record(
      { type: fc.constantFrom(...NOTIFICATION_TYPES), email: fc.option(fc.boolean(), { nil: undefined }), sms: fc.option(fc.boolean(), { nil: undefined }) },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.uniqueArray(changeArb, { selector: (c) => c.type, maxLength: 4 }), (changes: NotificationPreferenceChange[]) => {
        const current = notificationPreferencesOf({});
        const changed = changeNotificationPreferences(current, changes, true)._unsafeUnwrap();
        expect(notificationPreferencesOf(storedNotificationPreferences(changed))).toEqual(changed);
        for (const [index, preference] of changed.entries()) {
          const change = changes.find((c) => c.type === preference.type);
          expect(preference.email).toBe(change?.email ?? current[index]?.email);
          expect(preference.sms).toBe(change?.sms ?? current[index]?.sms);
        }
      }),
      { numRuns: 100 },
    );
  });
});
