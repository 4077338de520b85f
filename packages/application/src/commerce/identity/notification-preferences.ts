import { changeNotificationPreferences, hasProfile, type NotificationPreference, type NotificationPreferenceChange } from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/**
 * `PUT /consumers-v3/consumer/notification`: changes the signed-in consumer's notification choices in one transaction
 * and answers every kind with its channels. A guest has no profile (PRO404); SMS needs a phone on the profile and a
 * kind named twice is refused (ATTR300, nothing written).
 */
export function updateNotificationPreferences(
  deps: IdentityServiceDeps,
  consumerNo: string,
  changes: readonly NotificationPreferenceChange[],
): ResultAsync<NotificationPreference[], StrideError> {
  const run = (): Promise<Result<NotificationPreference[], StrideError>> =>
    deps.uow.transaction(async (repos) => {
      const current = await repos.profiles.find(consumerNo);
      if (!hasProfile(current)) return err(strideError('PRO404'));
      const changed = changeNotificationPreferences(current.notificationPreferences, changes, current.phone !== null && current.phone !== '');
      if (changed.isErr()) return err(changed.error);
      await repos.profiles.update(consumerNo, { notificationPreferences: changed.value }, deps.now());
      return ok(changed.value);
    });
  return new ResultAsync(run());
}
