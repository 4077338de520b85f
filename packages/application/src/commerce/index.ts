// The server side: use cases that own transactions and call repositories and gateways.
export * from './identity/index.js';
export * from './catalogue/index.js';
export * from './cart/index.js';
export * from './checkout/index.js';
export * from './delivery/index.js';
export * from './lists/index.js';
export * from './content/index.js';
export * from './personalisation/index.js';
export * from './reviews/index.js';
export * from './stock-notifications/index.js';
