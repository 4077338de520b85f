import type { Reloader } from '@stride/application/storefront';

const RELOADED_AT_KEY = 'stride.reloadedAt';

/**
 * The browser's page reload for the cart flows: it records the time in session storage (kept across
 * the reload, per tab) so the reload guard can hold back a second reload within 10 s. Storage that
 * cannot be read or written (private mode, quota) counts as no reload recorded.
 */
export function pageReloader(): Reloader {
  return {
    reload: () => {
      try {
        window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      } catch {
        // The reload still happens; only the guard loses its record.
      }
      window.location.reload();
    },
    lastReloadAtMs: () => {
      try {
        const stored = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
        return Number.isFinite(stored) && stored > 0 ? stored : null;
      } catch {
        return null;
      }
    },
    nowMs: () => Date.now(),
  };
}
