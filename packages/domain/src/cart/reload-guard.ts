import { CART_RELOAD_GUARD_TTL_MS } from './cart.constants.js';

/**
 * True when the page may reload for the cart now: no guarded reload ran in the last
 * CART_RELOAD_GUARD_TTL_MS (10 s). A cart that fails the same way right after the reload
 * (invalid customer again) then stays on the page with its toast instead of reloading in a loop.
 * A recorded time in the future (a clock set back) does not block a reload.
 * @example mayReloadPage(null, 1_000) // true
 * @example mayReloadPage(1_000, 5_000) // false
 */
export function mayReloadPage(lastReloadAtMs: number | null, nowMs: number): boolean {
  if (lastReloadAtMs === null || lastReloadAtMs > nowMs) return true;
  return nowMs - lastReloadAtMs >= CART_RELOAD_GUARD_TTL_MS;
}
