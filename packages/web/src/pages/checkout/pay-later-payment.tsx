import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { CartAnswer } from '@stride/application/storefront';
import { useDialogs } from '../../state/dialogs.js';
import { useMessages } from '../../i18n/messages.js';
import { formatPrice } from '../../ui/format-price.js';
import type { PayLaterScript } from './pay-later-script.js';
import { PAY_LATER_INFO_DIALOG_ID } from './pay-later-info-id.js';

// The info dialog loads the first time the shopper asks for it.
const PayLaterInfoDialog = lazy(() => import('./pay-later-info-dialog.js').then((module) => ({ default: module.PayLaterInfoDialog })));

/**
 * Pay later at the billing step, once the shopper picked it: loads the provider's script, shows its plan for what is
 * left to pay and its info dialog. The provider decides when the order is placed (PAY400 when it refuses).
 */
export function PayLaterPayment({ cart, locale }: { readonly cart: CartAnswer; readonly locale: string }): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const [script, setScript] = useState<PayLaterScript | null>(null);
  const [infoOpened, setInfoOpened] = useState(false);

  useEffect(() => {
    void import('./pay-later-script.js').then((module) => setScript(module.payLaterScript));
  }, []);

  if (script === null) return <p role="status">{t('payLater.loading')}</p>;
  const onBasket = cart.payment_instruments.find((i) => i.payment_method_id === 'PAY_LATER');
  const amount = onBasket?.amount ?? cart.totals.remainingToPay;
  const [first = 0] = script.plan(amount, cart.currency);
  return (
    <div className="pay-later" data-testid="pay-later">
      <p>{t('payLater.plan', { count: script.instalments, amount: formatPrice(first, cart.currency, locale), provider: script.name })}</p>
      <p className="form-note">{t('payLater.decides', { provider: script.name })}</p>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setInfoOpened(true);
          dialogs.open(PAY_LATER_INFO_DIALOG_ID);
        }}
      >
        {t('payLater.learnMore', { provider: script.name })}
      </button>
      {infoOpened ? (
        <Suspense fallback={null}>
          <PayLaterInfoDialog script={script} currency={cart.currency} locale={locale} />
        </Suspense>
      ) : null}
    </div>
  );
}
