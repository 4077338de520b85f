import { httpStatusForErrorCode, serverErrorFor, serverErrorMeaning, STRIDE_DEFINED_ERRORS } from '@stride/domain/errors';
import type { AuthRequirement } from './define-route.js';

/** What a route's error answers are read from: its declared codes and what defineRoute checks before the handler. */
export interface ErroringRoute {
  readonly auth: AuthRequirement;
  readonly body?: unknown;
  readonly errors?: readonly string[];
  readonly errorStatus?: Readonly<Record<string, number>>;
  /** What the route answers, when not JSON: a PDF route does not check `Accept` (see define-route.ts). */
  readonly answerMediaType?: string;
}

const ERROR_RESPONSE_REF = { $ref: '#/components/schemas/ErrorResponse' };

// defineRoute answers ATTR300 for any request its schemas refuse, not only for a missing payload.
const VALIDATION_CODE = 'ATTR300';

function meaningOf(code: string): string | undefined {
  return code === VALIDATION_CODE ? 'invalid request' : serverErrorMeaning(code);
}

function messageOf(code: string): string {
  if (code === VALIDATION_CODE) return 'Invalid request: body.qty: Too small: expected number to be >=1';
  const defined = (STRIDE_DEFINED_ERRORS as Record<string, { message: string } | undefined>)[code];
  return serverErrorFor(code)?.message ?? defined?.message ?? `Refused: ${code}.`;
}

/** Codes by the status they are answered with: the route's own, then those defineRoute answers itself. */
function codesByStatus(route: ErroringRoute): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  const add = (code: string, status: number) => {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  };
  for (const code of route.errors ?? []) add(code, route.errorStatus?.[code] ?? httpStatusForErrorCode(code));
  add(VALIDATION_CODE, 400);
  if (route.answerMediaType !== 'application/pdf') add('API406', 406);
  if (route.body !== undefined) {
    add(VALIDATION_CODE, 413);
    add('API415', 415);
  }
  if (route.auth === 'required' || route.auth === 'agent' || route.auth === 'assisted') add('AUT432', 401);
  if (route.auth === 'agent' || route.auth === 'assisted') add('AUT432', 403);
  return byStatus;
}

function answerFor(codes: readonly string[]): Record<string, unknown> {
  const described = codes.map((code) => {
    const meaning = meaningOf(code);
    return meaning === undefined ? `\`${code}\`` : `\`${code}\` (${meaning})`;
  });
  const examples = Object.fromEntries(
    codes.map((code) => [
      code,
      {
        value: { errorDetails: [{ errorId: code, message: messageOf(code) }], correlationId: '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f' },
      },
    ]),
  );
  return { description: `Error ${described.join(', ')}`, content: { 'application/json': { schema: ERROR_RESPONSE_REF, examples } } };
}

/**
 * The error answers of one route for its OpenAPI operation: one per status its spec codes map to
 * (the domain's table, or the route's own `errorStatus`), each naming its codes with an example,
 * then any other refusal (`4XX`) and an unexpected failure (`5XX`, GEN500), all in the spec's shape.
 */
export function openApiErrorAnswers(route: ErroringRoute): Record<string, unknown> {
  const byStatus = [...codesByStatus(route).entries()].sort(([a], [b]) => a - b);
  return {
    ...Object.fromEntries(byStatus.map(([status, codes]) => [String(status), answerFor(codes)])),
    '4XX': {
      description: 'Another refusal in the spec shape (an abuse limit, an unusable token)',
      content: { 'application/json': { schema: ERROR_RESPONSE_REF } },
    },
    '5XX': answerFor(['GEN500']),
  };
}
