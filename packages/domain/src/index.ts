// The public face of the domain: every context's rules, types, schemas and ports.
export * from './money/index.js';
export * from './phone/index.js';
export * from './validation/index.js';
export * from './address/index.js';
export * from './shipping/index.js';
export * from './cart/index.js';
export * from './promo/index.js';
export * from './errors/index.js';
export * from './auth/index.js';
export * from './catalogue/index.js';
export * from './content/index.js';
export * from './experiments/index.js';
export * from './roles/index.js';
export * from './ui/index.js';
export * from './identity/index.js';
export * from './checkout/index.js';
