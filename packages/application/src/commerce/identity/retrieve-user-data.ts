import { strideError, type StrideError } from '@stride/domain/errors';
import type { ConsumerDataExport } from '@stride/domain/identity';
import { err, ok, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** A consumer's data export, with the moment it was made. */
export interface UserDataExport extends ConsumerDataExport {
  readonly exportedAt: string;
}

/**
 * `POST /consumers-v3/consumer/retrieveUserData`: everything held about the caller, as JSON. The body
 * names the consumer and the account's e-mail (any case); both must be the caller's own, else PRO404
 * exactly as for a guest, who has no account to export.
 */
export async function retrieveUserData(
  deps: Pick<IdentityServiceDeps, 'exporter' | 'now'>,
  input: { readonly callerConsumerNo: string; readonly consumerId: string; readonly email: string },
): Promise<Result<UserDataExport, StrideError>> {
  const missing = () => err(strideError('PRO404'));
  if (input.consumerId !== input.callerConsumerNo) return missing();
  const data = await deps.exporter.exportFor(input.callerConsumerNo);
  const email = data?.profile['email'];
  if (data === null || typeof email !== 'string' || email.toLowerCase() !== input.email.trim().toLowerCase()) return missing();
  return ok({ exportedAt: deps.now().toISOString(), ...data });
}
