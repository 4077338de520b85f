import { cartErrorIdForServerCode } from './cart-error-ids.js';
import type { CartErrorId } from './cart-error-ids.js';
import { readErrorResponse } from './read-error-response.js';

const BOT_DEFENCE_STATUS = 403;

/** A product error: what the storefront raises for an API error answer (commerce section 8). */
export interface ProductError {
  readonly errorId: string;
  /**
   * The message as the server worded it (English, from the error table, placeholders filled). The
   * web shows it on English pages and words the `errorId` from its catalogue elsewhere; the browser
   * holds no copy of the table.
   */
  readonly message: string;
  /** The same message as the server sent it (kept for the flows that name it so, e.g. sign-in). */
  readonly serverMessage: string;
  readonly statusCode: number;
  readonly correlationId: string;
  readonly appId?: string;
  /** A 403 carrying appId: the bot-defence challenge must be triggered. */
  readonly botDefenceChallenge: boolean;
  readonly cartErrorId?: CartErrorId;
}

/**
 * Turns an API error answer into a product error; undefined when the body is not an
 * `errorDetails` answer (the caller rethrows the original error).
 * @example productErrorFromAnswer(404, { errorDetails: [{ errorId: 'BSK404', message: 'x' }], correlationId: 'c' })
 */
export function productErrorFromAnswer(statusCode: number, body: unknown): ProductError | undefined {
  const parsed = readErrorResponse(body);
  if (parsed === undefined) return undefined;
  const { errorDetails, appId, correlationId } = parsed;
  const [first] = errorDetails;
  if (first === undefined) return undefined;
  const cartErrorId = cartErrorIdForServerCode(first.errorId);
  return {
    errorId: first.errorId,
    message: first.message,
    serverMessage: first.message,
    statusCode,
    correlationId,
    ...(appId === undefined ? {} : { appId }),
    botDefenceChallenge: statusCode === BOT_DEFENCE_STATUS && appId !== undefined,
    ...(cartErrorId === undefined ? {} : { cartErrorId }),
  };
}
