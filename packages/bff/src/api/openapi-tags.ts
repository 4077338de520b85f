/**
 * What each tag of the API groups, declared once at the top of the OpenAPI document (generators
 * turn tags into modules or sections, and the reference page groups routes by them).
 */
export const OPENAPI_TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Authentication: 'Access tokens, sign-in and sign-out, sign-up, passwords and loyalty enrollment.',
  Consumer: "The signed-in consumer's profile and loyalty token.",
  catalogue: 'Products, their details, stock and availability in stores, the category tree, search and suggestions.',
  stores: 'Store search, the store list and collection points (stores offering pickup and carriers’ pick-up points).',
  'Notify me': 'A shopper waits for an out-of-stock size; support staff’s restock e-mails them once.',
  Cart: 'The basket: creating it, its items, coupons, price adjustments and the device fingerprint.',
  Delivery: "The basket's shipping and billing addresses and its shipping method.",
  'Saved for later': 'Items moved out of the basket to buy later.',
  Favorites: "The consumer's favorites list.",
  psp: "The payment service provider: card tokens, 3-D Secure challenges and the express wallets' sheet.",
  checkout: 'Payment session, methods and instruments, gift cards, rewards, and placing the order.',
  orders: 'Order details, purchase history, tracking and cancelling; order search for agents.',
  'Storefront services': "The storefront's own calls: performance beacons and answer validation.",
  Content:
    "Content documents: pages, menus, footers, pop-ups and espots at /{mode}/caas/v1/canvas (published to anyone, preview to editors), the storefront's /fapi components and pages, and the editors' import, export and publish calls.",
  Experiments: "The experiment datafile (Optimizely v4, by SDK key) and the sandbox of the vendor's event API.",
  Analytics: 'The first-party analytics collector: promotion, navigation and pop-up events.',
  Personalisation: 'Product recommendations from past orders and the catalogue.',
  Media: "The store's own user-generated media: shoppers' approved photos of products.",
  Reviews:
    "Product reviews: the public list with its rating summary, writing one (signed in), helpful votes and flags, translation, and support staff's moderation.",
  'Customer care': "Contact us and warranty claims (each opens a support case), and the agents' calls that list, read and close the cases.",
};
