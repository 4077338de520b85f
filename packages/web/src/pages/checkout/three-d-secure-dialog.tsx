import type { ReactElement } from 'react';
import type { ChallengeResult, PendingChallenge } from '@stride/application/storefront';
import { Dialog } from '../../ui/dialog.js';

export const THREE_D_SECURE_DIALOG_ID = 'three-d-secure';

export interface ThreeDSecureDialogProps {
  readonly pending: PendingChallenge | null;
  readonly amount: string;
  readonly busy: boolean;
  readonly onAnswer: (result: ChallengeResult) => void;
}

/**
 * The 3-D Secure challenge (commerce section 2, Dialogs): the sandbox provider's test challenge,
 * answered with its two outcomes; closing the dialog cancels the authentication.
 */
export function ThreeDSecureDialog({ pending, amount, busy, onAnswer }: ThreeDSecureDialogProps): ReactElement {
  return (
    <Dialog id={THREE_D_SECURE_DIALOG_ID} title="Confirm your payment" height="full" onClose={() => onAnswer('failed')}>
      <div className="three-ds">
        <p>
          Your bank asks you to confirm this payment of <strong>{amount}</strong>.
        </p>
        <p className="form-note">Stride sandbox payment provider (3-D Secure test challenge, order {pending?.orderNumber ?? ''}). No real payment is made.</p>
        <div className="button-row">
          <button type="button" className="primary-button" disabled={busy} onClick={() => onAnswer('passed')}>
            Complete authentication
          </button>
          <button type="button" className="secondary-button" disabled={busy} onClick={() => onAnswer('failed')}>
            Fail authentication
          </button>
        </div>
      </div>
    </Dialog>
  );
}
