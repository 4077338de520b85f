import { performance } from 'node:perf_hooks';
import { ACCESS_TOKEN_TTL_SECONDS, type RevokedSessionLog, type SessionRevocationListener } from '@stride/domain/identity';

/** How often a replica reads the sessions revoked elsewhere: the most a revocation lags on another replica. */
export const REVOCATION_POLL_INTERVAL_MS = 1_000;
// Each read reaches back this far before the previous one, for revocations whose transaction
// committed after that read had begun, and for clocks of replicas a little apart.
const OVERLAP_MS = 10_000;
const TOKEN_LIFETIME_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

/** The sessions this process knows to be revoked, kept in memory so a token check costs no query. */
export interface RevokedSessions extends SessionRevocationListener {
  /** Whether the family is revoked; reads the log again in the background when the last read is a second old. */
  isRevoked(familyId: string): boolean;
  /** Resolves once the revocations of the last token lifetime have been read (the first check waits for it). */
  ready(): Promise<void>;
}

/**
 * Revoked sessions from the database's log: those of the last token lifetime at the first check,
 * then what was revoked since the last read, at most once a second and only while tokens are
 * checked (no timer). A session revoked by this process counts at once; one revoked by another
 * replica within a second and a query. A family is forgotten once its access tokens have expired.
 */
export function revokedSessions(log: RevokedSessionLog, now: () => Date, onError: (error: unknown) => void): RevokedSessions {
  const learntAt = new Map<string, number>();
  let readUpTo: number | undefined;
  let lastReadAt = -Infinity;
  let reading: Promise<void> | undefined;
  let first: Promise<void> | undefined;
  const forgetExpired = (at: number) => {
    for (const [familyId, learnt] of learntAt) if (learnt < at - TOKEN_LIFETIME_MS - OVERLAP_MS) learntAt.delete(familyId);
  };
  const read = (): Promise<void> => {
    lastReadAt = performance.now();
    const at = now().getTime();
    const since = readUpTo === undefined ? at - TOKEN_LIFETIME_MS : readUpTo - OVERLAP_MS;
    reading = log
      .revokedSince(new Date(since))
      .then((families) => {
        for (const familyId of families) if (!learntAt.has(familyId)) learntAt.set(familyId, at);
        readUpTo = at;
        forgetExpired(at);
      })
      .catch(onError)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    revoked(familyId) {
      learntAt.set(familyId, now().getTime());
    },
    isRevoked(familyId) {
      if (reading === undefined && performance.now() - lastReadAt >= REVOCATION_POLL_INTERVAL_MS) void read();
      return learntAt.has(familyId);
    },
    ready() {
      first ??= read();
      return first;
    },
  };
}
