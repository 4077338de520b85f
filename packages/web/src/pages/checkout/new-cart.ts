// The cart rebuilt after a failed order (commerce section 4) loads only when an order fails: checkout's first
// load does not carry it.
export { startNewCart } from '@stride/application/storefront';
