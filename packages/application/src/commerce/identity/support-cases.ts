import {
  isContactSubject,
  SUPPORT_CASE_NOT_FOUND,
  supportCaseNumber,
  type SupportCase,
  type SupportCaseRepository,
  type SupportCaseStatus,
} from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { supportCasesPerAccount, supportCasesPerClient, type Throttle } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from './spend-attempt.js';

/** What the customer care use cases need: the cases, the abuse limits, the clock and a source of case numbers. */
export interface SupportDeps {
  readonly supportCases: SupportCaseRepository;
  readonly throttle: Throttle;
  readonly now: () => Date;
  /** Draws case numbers (a uniform number in [0, 1)). */
  readonly random: () => number;
}

/** A case as a shopper writes it, before it has a number. */
export type SupportCaseRequest = Pick<
  SupportCase,
  'kind' | 'categoryId' | 'subjectId' | 'consumerNo' | 'firstName' | 'lastName' | 'email' | 'message' | 'locale'
> & {
  readonly phone?: string | undefined;
  readonly orderNumber?: string | undefined;
  readonly productId?: string | undefined;
};

/**
 * Opens a support case (`POST /consumers-v3/contactus`, and a warranty claim once its order allowed it): the subject
 * must be one of its category's, and each client and each e-mail may open a few an hour (API429 past them, nothing
 * stored). Answers the stored case.
 */
export async function openSupportCase(deps: SupportDeps, request: SupportCaseRequest, clientAddress: string): Promise<Result<SupportCase, StrideError>> {
  if (!isContactSubject(request.categoryId, request.subjectId))
    return err(strideError('ATTR300', 'Choose one of the listed subjects.', { field: 'subjectId' }));
  const refused = await spendAttempt(deps, [supportCasesPerClient(clientAddress), supportCasesPerAccount(request.email)]);
  if (refused !== undefined) return err(refused);
  const supportCase: SupportCase = {
    ...request,
    caseNumber: supportCaseNumber(deps.random),
    status: 'OPEN',
    phone: request.phone ?? null,
    orderNumber: request.orderNumber ?? null,
    productId: request.productId ?? null,
    createdAt: deps.now(),
    closedAt: null,
    closedBy: null,
    resolution: null,
  };
  await deps.supportCases.insert(supportCase);
  return ok(supportCase);
}

/** Agents: the cases, newest first. */
export function listSupportCases(
  deps: Pick<SupportDeps, 'supportCases'>,
  filter: { readonly status?: SupportCaseStatus; readonly limit: number },
): Promise<SupportCase[]> {
  return deps.supportCases.list(filter);
}

/** Agents: one case, or SUPPORT_CASE_NOT_FOUND. */
export async function getSupportCase(deps: Pick<SupportDeps, 'supportCases'>, caseNumber: string): Promise<Result<SupportCase, StrideError>> {
  const found = await deps.supportCases.find(caseNumber);
  return found === null ? err(strideError(SUPPORT_CASE_NOT_FOUND)) : ok(found);
}

/** Agents: closes an open case with what was done and who did it; a closed or unknown case is SUPPORT_CASE_NOT_FOUND. */
export async function closeSupportCase(
  deps: Pick<SupportDeps, 'supportCases' | 'now'>,
  input: { readonly caseNumber: string; readonly resolution: string; readonly agent: string },
): Promise<Result<SupportCase, StrideError>> {
  const closed = await deps.supportCases.close(input.caseNumber, { closedBy: input.agent, resolution: input.resolution, at: deps.now() });
  return closed === null ? err(strideError(SUPPORT_CASE_NOT_FOUND, 'There is no open support case with this number.')) : ok(closed);
}
