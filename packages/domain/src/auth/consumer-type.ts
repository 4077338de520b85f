import { z } from 'zod';

// The spec names EMPLOYEE "among others"; GUEST and REGISTERED mirror the token call's
// Guest and Registered types, the two identities every other role is layered on.
/** consumerType values carried by the token answer and the auth session. */
export const CONSUMER_TYPES = ['GUEST', 'REGISTERED', 'EMPLOYEE'] as const;

export const consumerTypeSchema = z.enum(CONSUMER_TYPES);
export type ConsumerType = z.infer<typeof consumerTypeSchema>;

/** True for the employee consumer type (commerce-core section 6). */
export function isEmployeeConsumer(consumerType: ConsumerType | null | undefined): boolean {
  return consumerType === 'EMPLOYEE';
}
