import { useState, type ReactElement } from 'react';
import { useLocation, useReload } from '../app/router.js';
import { useApi } from '../app/services-context.js';
import { useCart } from '../state/cart.js';
import { useDialogs } from '../state/dialogs.js';
import { useSession } from '../state/session.js';
import { useToasts } from '../state/toasts.js';
import { acceptEmployeeTerms } from './profile-api.js';
import { EMPLOYEE_TERMS_DIALOG } from './use-auth-actions.js';
import { useMessages } from '../i18n/messages.js';

// Pages that show the employee's prices or terms: loaded again once the terms are accepted.
const PRICED_PAGES = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:account|cart|checkout)(?:\/|$)/;

/**
 * The employee discount terms (commerce section 4: employees who have not accepted them see this
 * dialog). "Accept the terms" records the acceptance on the account (`PUT /consumers-v3/consumer`),
 * then reloads the cart so the employee discount shows, and the page when it shows prices or terms.
 */
export function EmployeeTerms(): ReactElement {
  const api = useApi();
  const dialogs = useDialogs();
  const session = useSession();
  const cart = useCart();
  const toasts = useToasts();
  const reload = useReload();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const { t } = useMessages();
  const [problem, setProblem] = useState<string | null>(null);

  const accept = async () => {
    setSaving(true);
    setProblem(null);
    const result = await acceptEmployeeTerms(api);
    setSaving(false);
    if (result.isErr()) {
      const failure = result.error;
      setProblem(failure.kind === 'answer' ? failure.error.message : t('employee.saveFailed'));
      return;
    }
    session.update({ isEmployeeDiscountTCAccepted: true });
    dialogs.close(EMPLOYEE_TERMS_DIALOG);
    toasts.show({ title: t('employee.accepted'), message: t('employee.acceptedMessage'), variant: 'success' });
    await cart.reload();
    if (PRICED_PAGES.test(location.pathname)) await reload();
  };

  return (
    <div className="employee-terms">
      <p>{t('employee.intro')}</p>
      <ul>
        <li>{t('employee.term1')}</li>
        <li>{t('employee.term2')}</li>
        <li>{t('employee.term3')}</li>
      </ul>
      <p>
        <a href="/associate-discount-terms">{t('employee.fullTerms')}</a>
      </p>
      {problem !== null ? (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="auth-actions">
        <button type="button" className="button-primary" onClick={() => void accept()} disabled={saving} aria-busy={saving}>
          {saving ? t('common.saving') : t('employee.accept')}
        </button>
        <button type="button" className="button" onClick={() => dialogs.close(EMPLOYEE_TERMS_DIALOG)}>
          {t('employee.notNow')}
        </button>
      </div>
    </div>
  );
}
