import type { ReactElement } from 'react';
import { Dialog } from '../../ui/dialog.js';
import { useMessages } from '../../i18n/messages.js';
import { formatPrice } from '../../ui/format-price.js';
import type { PayLaterScript } from './pay-later-script.js';
import { PAY_LATER_INFO_DIALOG_ID } from './pay-later-info-id.js';

/** The pay-later provider info dialog (commerce section 2, Dialogs): how the provider's plan works, from its script. */
export function PayLaterInfoDialog({
  script,
  currency,
  locale,
}: {
  readonly script: PayLaterScript;
  readonly currency: string;
  readonly locale: string;
}): ReactElement {
  const { t } = useMessages();
  return (
    <Dialog id={PAY_LATER_INFO_DIALOG_ID} title={t('payLater.infoTitle', { provider: script.name })}>
      <div className="pay-later-info">
        <p>{t('payLater.infoSplit', { count: script.instalments, weeks: script.weeksBetweenInstalments })}</p>
        <p>{t('payLater.infoLimit', { amount: formatPrice(script.maxOrder, currency, locale) })}</p>
        <p>{t('payLater.infoDecision', { provider: script.name })}</p>
        <p className="form-note">{t('payLater.sandbox')}</p>
      </div>
    </Dialog>
  );
}
