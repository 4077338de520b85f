import type { ErrorResponse } from './error-response.schema.js';

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an API error answer exactly as `errorResponseSchema` would (its test proves they agree),
 * without zod: the browser reads every failed call with it, and zod is too heavy for every page.
 * @example readErrorResponse({ errorDetails: [{ errorId: 'BSK404', message: 'x' }], correlationId: 'c' })?.errorDetails[0]?.errorId // 'BSK404'
 */
export function readErrorResponse(body: unknown): ErrorResponse | undefined {
  if (!isRecord(body) || !Array.isArray(body.errorDetails) || body.errorDetails.length === 0) return undefined;
  const details: { errorId: string; message: string }[] = [];
  for (const detail of body.errorDetails as unknown[]) {
    if (!isRecord(detail) || !nonEmptyString(detail.errorId) || typeof detail.message !== 'string') return undefined;
    details.push({ errorId: detail.errorId, message: detail.message });
  }
  if (!nonEmptyString(body.correlationId)) return undefined;
  if (body.appId !== undefined && !nonEmptyString(body.appId)) return undefined;
  return { errorDetails: details, correlationId: body.correlationId, ...(body.appId === undefined ? {} : { appId: body.appId }) };
}
