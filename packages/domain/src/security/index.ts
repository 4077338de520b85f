// Abuse limits: the throttle port and the limits each call counts against.
export type { Throttle, ThrottleLimit, ThrottleVerdict } from './ports/throttle.port.js';
export * from './abuse-limits.js';
