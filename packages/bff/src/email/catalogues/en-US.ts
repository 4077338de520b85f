// The e-mails' source catalogue (ICU MessageFormat), by id: what the outbox sends, in American
// English. Other locales are checked against it (email-catalogues.test.ts). Ids: template.part.
export const emailEnUS = {
  'backInStock.subject': '{name} is back in stock',
  'backInStock.body':
    'Good news: the {name} in {colour}, size {size}, is back in stock.\n\nIt may not stay long: {link}\n\nYou asked us to tell you once, so this is the only e-mail we send about it.',
  'giftCard.amount': 'Amount: {amount}',
  'giftCard.howToUse':
    'Pay with it at checkout on the Stride site: choose Gift card and enter its number and PIN. Keep this e-mail: it is the only place the PIN is written.',
  'giftCard.intro': 'Here is the Stride gift card of your order {orderNumber}.',
  'giftCard.introGift': 'Hello {name}, {sender} sent you a Stride gift card.',
  'giftCard.introGiftUnsigned': 'Hello {name}, you have been sent a Stride gift card.',
  'giftCard.message': 'Their message: “{message}”',
  'giftCard.number': 'Card number: {number}',
  'giftCard.pin': 'PIN: {pin}',
  'giftCard.resent': 'This e-mail replaces an earlier one: the card has a new PIN, and the PIN of the earlier e-mail no longer works.',
  'giftCard.subject': 'Your Stride gift card',
  'giftCard.subjectGift': 'A Stride gift card for {name}',
  'loyaltyConfirmation.body':
    'Welcome to Stride Rewards.\nTo confirm your membership and start using your rewards, open:\n{link}\nThe link works once, for 7 days. If you did not join, ignore this e-mail and nothing happens.',
  'loyaltyConfirmation.subject': 'Confirm your Stride Rewards membership',
  'newsletterConfirmation.body':
    'Thank you for subscribing to the Stride newsletter.\nTo confirm your address and start receiving it, open:\n{link}\nThe link works once, for 7 days. If you did not subscribe, ignore this e-mail: you will not be sent the newsletter.',
  'newsletterConfirmation.subject': 'Confirm your Stride newsletter subscription',
  'orderConfirmation.discount': 'Discount: −{amount}',
  'orderConfirmation.followUp': 'You can follow your order in your account, or with your order number and this e-mail address.',
  'orderConfirmation.gift': '{qty} × {name}, {colour}, size {size}: free gift',
  'orderConfirmation.intro': 'Thank you for your order. We have received it and will e-mail you when it ships.',
  'orderConfirmation.itemTotal': 'Items: {amount}',
  'orderConfirmation.link': 'See your order: {link}',
  'orderConfirmation.line': '{qty} × {name}, {colour}, size {size}: {amount}',
  'orderConfirmation.placed': 'Order {orderNumber}, placed on {date}',
  'orderConfirmation.shipping': 'Shipping: {amount}',
  'orderConfirmation.shippingFree': 'Shipping: free',
  'orderConfirmation.subject': 'Your Stride order {orderNumber}',
  'orderConfirmation.tax': 'Tax: {amount}',
  'orderConfirmation.total': 'Total: {amount}',
  'passwordReset.body':
    'Someone asked to reset the password of your Stride account.\nTo choose a new one, open:\n{link}\nThe link works once, for 30 minutes. If it was not you, ignore this e-mail.',
  'passwordReset.subject': 'Reset your Stride password',
} as const;

/** The id of an e-mail message. */
export type EmailMessageId = keyof typeof emailEnUS;
