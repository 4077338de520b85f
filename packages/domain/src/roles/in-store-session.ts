/** Where the browser goes after an in-store session is cleared (account-and-catalogue section 4). */
export const ASSOCIATE_LOGIN_PATH = '/associate-login';

/** Buy-in-store session, kept for the browser session (account section 3); any field may be missing until it is connected. */
export interface BuyInStoreSession {
  readonly storeId?: string | null | undefined;
  readonly storeName?: string | null | undefined;
  readonly storeEmployeeId?: string | null | undefined;
  readonly storeEmployeeName?: string | null | undefined;
}

const present = (value: string | null | undefined): value is string => (value ?? '').trim() !== '';

/** Connected only when both storeId and storeEmployeeId are set. */
export function isInStoreSessionConnected(session: BuyInStoreSession | null | undefined): boolean {
  return present(session?.storeId) && present(session?.storeEmployeeId);
}

/** The inStoreSalesInfo an order carries while the session is connected, else null. */
export function inStoreSalesInfoFor(session: BuyInStoreSession | null | undefined): { storeId: string; storeEmployeeId: string } | null {
  if (!session || !present(session.storeId) || !present(session.storeEmployeeId)) return null;
  return { storeId: session.storeId, storeEmployeeId: session.storeEmployeeId };
}

/** One step of clearing the in-store session, carried out in order by the client. */
export type ClearInStoreSessionStep =
  { readonly kind: 'clearInStoreSession' } | { readonly kind: 'signOut' } | { readonly kind: 'navigate'; readonly to: typeof ASSOCIATE_LOGIN_PATH };

/** Clearing the in-store session: drop it, log the shopper out, go to /associate-login. */
export function clearInStoreSessionPlan(): ClearInStoreSessionStep[] {
  return [{ kind: 'clearInStoreSession' }, { kind: 'signOut' }, { kind: 'navigate', to: ASSOCIATE_LOGIN_PATH }];
}

/**
 * How long a store device's in-store session holds the associate's authority: one shift. The cookie
 * itself lasts the browser session; the server refuses it after this, or once it is cleared.
 */
export const IN_STORE_SESSION_TTL_SECONDS = 12 * 60 * 60;
