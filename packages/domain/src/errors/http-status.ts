import { isCartErrorId, serverCodesForCartErrorId } from './cart-error-ids.js';
import { serverErrorFor } from './server-error-catalogue.js';
import { strideDefinedStatus } from './stride-defined-errors.js';

// A code outside the catalogue comes from a domain rule rejecting input (an expected failure);
// bugs throw and become GEN500 at the bff, so the fallback is a client error, never a 500.
const UNKNOWN_CODE_STATUS = 400;

/**
 * The HTTP status the server answers with for a spec code (a server code or a named cart error id).
 * @example httpStatusForErrorCode('BSK404') // 404
 */
export function httpStatusForErrorCode(code: string): number {
  const entry = serverErrorFor(code);
  if (entry !== undefined) return entry.httpStatus;
  const defined = strideDefinedStatus(code);
  if (defined !== undefined) return defined;
  if (isCartErrorId(code)) {
    const [first] = serverCodesForCartErrorId(code);
    return first === undefined ? UNKNOWN_CODE_STATUS : httpStatusForErrorCode(first);
  }
  return UNKNOWN_CODE_STATUS;
}
