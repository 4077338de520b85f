// PostgreSQL adapters of the security context: abuse limit counters, server-kept secrets, revoked sessions.
export { PgThrottle } from './pg-throttle.js';
export { keepServerSecret, type KeptServerSecret } from './pg-server-secrets.js';
export { PgRevokedSessionLog } from './pg-revoked-session-log.js';
