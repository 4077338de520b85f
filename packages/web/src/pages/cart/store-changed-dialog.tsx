import { useEffect, type ReactElement } from 'react';
import type { CartAnswer } from '@stride/application/storefront';
import { useMessages, type MessageId } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import { Dialog } from '../../ui/dialog.js';

/** The store changed dialog's id in the dialog stack. */
export const STORE_CHANGED_DIALOG_ID = 'store-changed';

// Where each store transition of commerce section 4 leaves the item.
const LEFT: Readonly<Record<string, MessageId>> = {
  PickupToStsTransition: 'storeChanged.sts',
  StsToPickupTransition: 'storeChanged.pickup',
  PickupToSthTransition: 'storeChanged.home',
  StsToSthTransition: 'storeChanged.home',
};

/**
 * Store changed (commerce section 2, Dialogs): opened when an answer reports that the pickup store could not keep
 * items as they were (a new store without their stock, a store that ran out or restocked), naming each item and
 * where its delivery went.
 */
export function StoreChangedDialog({ cart }: { readonly cart: CartAnswer }): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  // Each answer that reports a change opens it once.
  useEffect(() => dialogs.open(STORE_CHANGED_DIALOG_ID), [cart]); // eslint-disable-line react-hooks/exhaustive-deps -- opened per answer, not per render of the stack
  const moved = cart.flash.flatMap((flash) => {
    const left = LEFT[flash.type];
    const item = cart.items.find((line) => line.id === flash.details?.itemId);
    return left === undefined || item === undefined || item.bonus ? [] : [{ id: item.id, name: item.name, left }];
  });
  return (
    <Dialog id={STORE_CHANGED_DIALOG_ID} title={t('storeChanged.title')}>
      <p>{t('storeChanged.text')}</p>
      <ul>
        {moved.map((item) => (
          <li key={item.id}>
            <strong>{item.name}</strong>: {t(item.left)}
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button-primary" onClick={() => dialogs.close(STORE_CHANGED_DIALOG_ID)}>
          {t('storeChanged.done')}
        </button>
      </div>
    </Dialog>
  );
}
