import { isEmployeeConsumer, type ConsumerType } from './consumer-type.js';

/** Who is connected, as far as the employee rules care. */
export interface EmployeeContext {
  readonly consumerType: ConsumerType | null | undefined;
  readonly isEmployeeDiscountTCAccepted?: boolean | null | undefined;
  /** True when a buy-in-store session is connected (see roles/isInStoreSessionConnected). */
  readonly inStoreSessionConnected?: boolean | undefined;
}

/**
 * True while favorites and saved-for-later must not be loaded or merged (commerce-core section 4).
 * "An employee is connected" is read as an EMPLOYEE token or an associate's in-store session:
 * neither identity owns the shopper lists.
 */
export function skipsWishlistsForEmployee(context: EmployeeContext): boolean {
  return isEmployeeConsumer(context.consumerType) || context.inStoreSessionConnected === true;
}

/** True when the employee discount terms dialog must be shown (an employee who has not accepted). */
export function needsEmployeeTermsDialog(context: EmployeeContext): boolean {
  return isEmployeeConsumer(context.consumerType) && context.isEmployeeDiscountTCAccepted !== true;
}
