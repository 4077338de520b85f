import type { ReactElement } from 'react';
import type { ChallengeResult, PendingChallenge } from '@stride/application/storefront';
import { Dialog } from '../../ui/dialog.js';
import { useMessages } from '../../i18n/messages.js';

import { THREE_D_SECURE_DIALOG_ID } from './three-d-secure-dialog-id.js';

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
  const { t } = useMessages();
  const [before = '', after = ''] = t('threeDs.confirm', { amount: '\u0001' }).split('\u0001');
  return (
    <Dialog id={THREE_D_SECURE_DIALOG_ID} title={t('threeDs.title')} height="full" onClose={() => onAnswer('failed')}>
      <div className="three-ds">
        <p>
          {before}
          <strong>{amount}</strong>
          {after}
        </p>
        <p className="form-note">{t('threeDs.sandbox', { order: pending?.orderNumber ?? '' })}</p>
        <div className="button-row">
          <button type="button" className="primary-button" disabled={busy} onClick={() => onAnswer('passed')}>
            {t('threeDs.complete')}
          </button>
          <button type="button" className="secondary-button" disabled={busy} onClick={() => onAnswer('failed')}>
            {t('threeDs.fail')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
