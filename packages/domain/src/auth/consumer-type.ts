// The spec names EMPLOYEE "among others"; GUEST and REGISTERED mirror the token call's
// Guest and Registered types, the two identities every other role is layered on.
// No zod here: the browser's sign-in code needs these names and the employee check, not the
// schema (consumer-type.schema.ts), and a module that builds a schema brings zod along.
/** consumerType values carried by the token answer and the auth session. */
export const CONSUMER_TYPES = ['GUEST', 'REGISTERED', 'EMPLOYEE'] as const;

export type ConsumerType = (typeof CONSUMER_TYPES)[number];

/** True for the employee consumer type (commerce-core section 6). */
export function isEmployeeConsumer(consumerType: ConsumerType | null | undefined): boolean {
  return consumerType === 'EMPLOYEE';
}
