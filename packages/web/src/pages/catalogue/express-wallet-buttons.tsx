import { lazy, Suspense, useState, type ReactElement } from 'react';
import { isExpressWalletOffered } from '@stride/domain/address';
import { showsPayPalExpressInQuickShop } from '@stride/domain/roles';
import { useMarket } from '../../app/router.js';
import { useHydrated } from '../../app/use-hydrated.js';
import { readInStoreSession } from '../../auth/in-store-device.js';
import { useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import { useSession } from '../../state/session.js';
import type { CartLineInput } from '../../state/cart.js';

// The wallet sheet and the whole express flow load on the first press: the product page's first load carries the buttons.
const ExpressWalletSheet = lazy(() => import('./express-wallet-sheet.js').then((module) => ({ default: module.ExpressWalletSheet })));

/** The express wallet buttons' payment methods: a wallet pay button and a PayPal-type one (account section 1). */
type Wallet = 'DW_APPLE_PAY' | 'PAYPAL';

/** The shopper's country as the browser tells it: the region of its first language that names one (en-CA: CA). */
function browserCountry(): string {
  const tags = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const region = tag.split('-')[1];
    if (region !== undefined && /^[A-Za-z]{2}$/.test(region)) return region;
  }
  return '';
}

export interface ExpressWalletButtonsProps {
  readonly productName: string;
  /** The chosen variant's line, or null while a size is missing (the pickers then say which). */
  readonly lineToAdd: () => CartLineInput | null;
  /** The dialog the buttons sit in (quick-shop): kept open under the sheet, which lives in its content. */
  readonly hostDialog?: string | undefined;
}

/**
 * Express wallet buttons on the product page and in quick-shop: offered only when the shopper's country is the store's
 * (account section 5); the PayPal-type button hidden from a logged-in in-store employee (section 6). A press opens the
 * sandbox wallet's sheet, loaded then.
 */
export function ExpressWalletButtons({ productName, lineToAdd, hostDialog }: ExpressWalletButtonsProps): ReactElement | null {
  const { t } = useMessages();
  const market = useMarket();
  const { signedIn } = useSession();
  const dialogs = useDialogs();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<{ wallet: Wallet; line: CartLineInput } | null>(null);
  // The browser's country is known only once hydrated: the server renders no buttons.
  if (!hydrated || !isExpressWalletOffered(browserCountry(), market.countryCode)) return null;
  const payPal = showsPayPalExpressInQuickShop({ inStoreSessionConnected: readInStoreSession() !== null, loggedIn: signedIn });
  const start = (wallet: Wallet) => {
    const line = lineToAdd();
    if (line === null) return;
    if (hostDialog !== undefined) dialogs.open(hostDialog, { keepOpen: true });
    setOpen({ wallet, line });
  };
  const end = (placed: boolean) => {
    setOpen(null);
    if (hostDialog === undefined) return;
    dialogs.open(hostDialog, { keepOpen: false });
    if (placed) dialogs.close(hostDialog);
  };
  return (
    <div className="express-wallet" role="group" aria-label={t('expressWallet.group')}>
      <button type="button" className="button express-wallet__button" onClick={() => start('DW_APPLE_PAY')}>
        {t('expressWallet.walletButton')}
      </button>
      {payPal ? (
        <button type="button" className="button express-wallet__button express-wallet__button--paypal" onClick={() => start('PAYPAL')}>
          {t('expressWallet.payPalButton')}
        </button>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <ExpressWalletSheet wallet={open.wallet} line={open.line} productName={productName} onEnd={end} />
        </Suspense>
      ) : null}
    </div>
  );
}
