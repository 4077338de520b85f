/** A PKCE-bound authorization code as sign-in stores it (hash only). */
export interface NewAuthorizationCode {
  readonly codeHash: string;
  readonly consumerNo: string;
  readonly codeChallenge: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Single-use authorization codes. */
export interface AuthorizationCodeRepository {
  insert(code: NewAuthorizationCode): Promise<void>;
  /** Consumes an unexpired, unused code (once, even under concurrent calls) and answers what it was bound to. */
  consume(codeHash: string, now: Date): Promise<{ consumerNo: string; codeChallenge: string } | undefined>;
}
