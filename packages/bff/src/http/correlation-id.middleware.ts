import type { MiddlewareHandler } from 'hono';
import { keepAnswerHeader, openOutgoing } from './answer-headers.js';
import type { AppEnv } from './app-env.js';

export const correlationIdHeader = 'x-correlation-id';

// Letters, digits and a few separators, bounded: enough for UUIDs and vendor trace ids,
// too little to smuggle anything into a header or a log line.
const saneToken = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** True when a caller-supplied correlation id is safe to reuse as is. */
export function isSaneCorrelationId(value: string | undefined): value is string {
  return value !== undefined && saneToken.test(value);
}

/**
 * Takes the caller's `x-correlation-id` when it is a sane token, otherwise makes a new one,
 * stores it on the context and echoes it on the response.
 */
export function correlationId(generate: () => string = () => crypto.randomUUID()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const offered = c.req.header(correlationIdHeader);
    const id = isSaneCorrelationId(offered) ? offered : generate();
    c.set('correlationId', id);
    const outgoing = openOutgoing(c);
    if (outgoing !== undefined) {
      // On node's response the id reaches any answer, an error handler's fresh one included.
      keepAnswerHeader(outgoing, correlationIdHeader, id);
      return next();
    }
    c.header(correlationIdHeader, id);
    await next();
    // An error handler may have built a fresh response; make sure it carries the id too.
    c.res.headers.set(correlationIdHeader, id);
  };
}
