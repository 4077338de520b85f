// Use cases over the ports: `storefront` is the client side (also at `@stride/application/storefront`),
// `commerce` the server side; `api-contract` holds the request and answer schemas both sides share.
export * from './storefront/index.js';
