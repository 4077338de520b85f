// Customer care's words (ICU MessageFormat), by id: the contact form's categories and subjects, in American English.
// Other locales are checked against it (support-catalogues.test.ts).
export const supportEnUS = {
  'category.orders': 'Orders and delivery',
  'category.returns': 'Returns and refunds',
  'category.products': 'Products and sizing',
  'category.account': 'Account and Stride Rewards',
  'category.other': 'Something else',
  'subject.order-status': 'Where is my order?',
  'subject.change-order': 'Change or cancel my order',
  'subject.missing-item': 'An item is missing',
  'subject.damaged-item': 'An item arrived damaged',
  'subject.start-return': 'Start a return',
  'subject.refund-status': 'Where is my refund?',
  'subject.exchange': 'Exchange for another size or color',
  'subject.sizing': 'Help with sizing',
  'subject.product-question': 'A question about a product',
  'subject.product-defect': 'A product is faulty (warranty)',
  'subject.sign-in': 'Signing in',
  'subject.rewards': 'Stride Rewards points and vouchers',
  'subject.privacy': 'My data and privacy',
  'subject.feedback': 'Feedback about Stride',
  'subject.something-else': 'Anything else',
} as const;

export type SupportMessageId = keyof typeof supportEnUS;
