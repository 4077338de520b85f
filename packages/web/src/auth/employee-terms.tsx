import type { ReactElement } from 'react';
import { useDialogs } from '../state/dialogs.js';
import { useSession } from '../state/session.js';
import { useToasts } from '../state/toasts.js';
import { EMPLOYEE_TERMS_DIALOG } from './use-auth-actions.js';

/**
 * The employee discount terms (commerce section 4: employees who have not accepted them see this
 * dialog). The API has no call to record the answer yet (docs/web-account.md), so acceptance is
 * remembered in this browser's session; the discount itself follows the account on the server.
 */
export function EmployeeTerms(): ReactElement {
  const dialogs = useDialogs();
  const session = useSession();
  const toasts = useToasts();
  const accept = () => {
    session.update({ isEmployeeDiscountTCAccepted: true });
    dialogs.close(EMPLOYEE_TERMS_DIALOG);
    toasts.show({ title: 'Employee terms accepted', message: 'Thank you. Your employee discount terms are accepted.', variant: 'success' });
  };
  return (
    <div className="employee-terms">
      <p>As a Stride employee you can buy with the employee discount, within your annual spending cap. Before you use it, please read and accept the terms:</p>
      <ul>
        <li>The discount is for you and your household only; items bought with it may not be resold.</li>
        <li>Purchases count towards your annual cap, shown on your account.</li>
        <li>The discount cannot be combined with other employee offers and may be withdrawn if misused.</li>
      </ul>
      <p>
        <a href="/associate-discount-terms">Read the full employee discount terms</a>
      </p>
      <div className="auth-actions">
        <button type="button" className="button-primary" onClick={accept}>
          Accept the terms
        </button>
        <button type="button" className="button" onClick={() => dialogs.close(EMPLOYEE_TERMS_DIALOG)}>
          Not now
        </button>
      </div>
    </div>
  );
}
