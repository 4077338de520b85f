import { IN_STORE_SESSION_KEY, type InStoreDeviceSession } from './in-store-device.js';

/**
 * Keeps the session the server opened; `null` forgets it (the session was cleared). Apart from in-store-device.ts,
 * which every page loads: only the associate's sign-in page and the session bar write it.
 */
export function keepInStoreSession(session: InStoreDeviceSession | null): void {
  try {
    if (session === null) window.sessionStorage.removeItem(IN_STORE_SESSION_KEY);
    else window.sessionStorage.setItem(IN_STORE_SESSION_KEY, JSON.stringify(session));
  } catch {
    // No session storage: the device shows no session bar, and the server's cookie still carries the authority.
  }
}
