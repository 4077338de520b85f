/** A store device's in-store session (account section 4): the associate's authority, kept apart from the shopper's sign-in. */
export interface InStoreSessionRecord {
  /** Digest of the session cookie's value; the value itself is never stored. */
  readonly tokenHash: string;
  /** The associate who opened the session (their agent sign-in). */
  readonly associateNo: string;
  readonly storeId: string;
  /** The employee the sales are credited to, picked from the store's associates. */
  readonly storeEmployeeId: string;
  readonly expiresAt: Date;
}

export type NewInStoreSession = InStoreSessionRecord & { readonly startedAt: Date };

/** In-store sessions: opened by an associate, read on each request of the device, ended by clearing. */
export interface InStoreSessionRepository {
  insert(session: NewInStoreSession): Promise<void>;
  /** The session, while it is neither ended nor expired at `now`. */
  findActive(tokenHash: string, now: Date): Promise<InStoreSessionRecord | undefined>;
  /** Ends the session (idempotent: an ended or unknown one stays as it is). */
  end(tokenHash: string, now: Date): Promise<void>;
}
