// Commerce sections 4, 5, 7 and 9: defaults and timings of the cart lifecycle, defined once here.

/** Default quantity of an add-to-cart line. */
export const CART_DEFAULT_QTY = 1;
/** Default maximum quantity of an add-to-cart line. */
export const CART_DEFAULT_MAX_QTY = 999999;
/** After an invalid-customer error the page reloads after this many milliseconds. */
export const CART_INVALID_CUSTOMER_RELOAD_MS = 4000;
/** A failed add-to-cart call (other than gift with purchase) is retried this many times. */
export const CART_ADD_RETRY_COUNT = 1;
/** Delay before the add-to-cart retry, in milliseconds. */
export const CART_ADD_RETRY_DELAY_MS = 2000;
/** Time to live of the reload guard that stops reload loops, in milliseconds (10 s). */
export const CART_RELOAD_GUARD_TTL_MS = 10_000;

/** The channel values every request carries: ECOMM normally, MAPP inside the mobile-app webview. */
export const STRIDE_CHANNELS = ['ECOMM', 'MAPP'] as const;
/** A request channel. */
export type StrideChannel = (typeof STRIDE_CHANNELS)[number];
/** The channel of a request outside the mobile app. */
export const STRIDE_DEFAULT_CHANNEL: StrideChannel = 'ECOMM';
/** The channel of a request from the mobile-app webview. */
export const STRIDE_APP_CHANNEL: StrideChannel = 'MAPP';

/** The channel for a request, from whether it runs inside the mobile-app webview. */
export function strideChannelFor(inAppWebview: boolean): StrideChannel {
  return inAppWebview ? STRIDE_APP_CHANNEL : STRIDE_DEFAULT_CHANNEL;
}

/** The longest gift message: a card's worth of text, as gift cards in stores print it. */
export const GIFT_MESSAGE_MAX_LENGTH = 250;
/** The longest recipient name on a gift. */
export const GIFT_RECIPIENT_MAX_LENGTH = 100;
