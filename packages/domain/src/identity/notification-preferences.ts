import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../errors/index.js';

/**
 * What a shopper can be notified of (Stride's design: the spec names `PUT /consumers-v3/consumer/notification` without a
 * payload): order and delivery updates, a saved or favorite item back in stock, its price dropping, and rewards news.
 */
export const NOTIFICATION_TYPES = ['ORDER_UPDATES', 'BACK_IN_STOCK', 'PRICE_DROPS', 'REWARDS'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One kind of notification and the channels it may come by. */
export interface NotificationPreference {
  readonly type: NotificationType;
  readonly email: boolean;
  readonly sms: boolean;
}

/** A change of one kind: an absent channel keeps its value. */
export interface NotificationPreferenceChange {
  readonly type: NotificationType;
  readonly email?: boolean | undefined;
  readonly sms?: boolean | undefined;
}

/** Before the shopper chooses: order updates by e-mail (what a buyer expects of a store), nothing else. */
const DEFAULT: Readonly<Record<NotificationType, { email: boolean; sms: boolean }>> = {
  ORDER_UPDATES: { email: true, sms: false },
  BACK_IN_STOCK: { email: false, sms: false },
  PRICE_DROPS: { email: false, sms: false },
  REWARDS: { email: false, sms: false },
};

const isType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

/**
 * Every kind's preference, in NOTIFICATION_TYPES order, from what is stored (kind to channels; anything else is
 * ignored): a kind never chosen has its default.
 * @example notificationPreferencesOf({}) // ORDER_UPDATES by e-mail, the rest off
 */
export function notificationPreferencesOf(stored: Readonly<Record<string, unknown>> | null | undefined): NotificationPreference[] {
  return NOTIFICATION_TYPES.map((type) => {
    const saved = stored?.[type];
    const channels = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
    const pick = (channel: 'email' | 'sms') => (typeof channels[channel] === 'boolean' ? (channels[channel] as boolean) : DEFAULT[type][channel]);
    return { type, email: pick('email'), sms: pick('sms') };
  });
}

/** The stored form of a full preference list: kind to channels. */
export function storedNotificationPreferences(preferences: readonly NotificationPreference[]): Record<string, { email: boolean; sms: boolean }> {
  return Object.fromEntries(preferences.filter((p) => isType(p.type)).map((p) => [p.type, { email: p.email, sms: p.sms }]));
}

/**
 * Applies changes to the current preferences: a kind named twice is ATTR300, and SMS needs a phone on the profile
 * (ATTR300, nothing changed), since a text message has nowhere else to go.
 */
export function changeNotificationPreferences(
  current: readonly NotificationPreference[],
  changes: readonly NotificationPreferenceChange[],
  hasPhone: boolean,
): Result<NotificationPreference[], StrideError> {
  const named = new Set<string>();
  for (const change of changes) {
    if (named.has(change.type)) return err(strideError('ATTR300', `notifications: ${change.type} is named twice.`));
    named.add(change.type);
    if (change.sms === true && !hasPhone) return err(strideError('ATTR300', 'notifications: text messages need a phone number on your profile.'));
  }
  return ok(
    current.map((preference) => {
      const change = changes.find((c) => c.type === preference.type);
      return change === undefined ? preference : { type: preference.type, email: change.email ?? preference.email, sms: change.sms ?? preference.sms };
    }),
  );
}
