import { Suspense, useState, type ReactElement } from 'react';
import type { ConsumerAddressView } from '@stride/application/storefront';
import { useMarket, useReload } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
// The address form, its rules and the save call load on first use, with the account's other forms.
import { AccountEditor } from './account-editor.js';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

/** What is being edited: a new address, or one of the book by id. */
export type Editing = { readonly mode: 'add' } | { readonly mode: 'edit'; readonly address: ConsumerAddressView };

/** One line naming an address, for the buttons' labels. */
function addressName(address: ConsumerAddressView): string {
  return [address.addressLine1, address.city].filter((part) => part !== '').join(', ');
}

/**
 * The account's address book (account sections 3 and 4): the addresses, each main one marked, with
 * edit, remove and make-main; adding or editing opens the address form in place. A change reloads
 * the page's data, so what is shown is what the service keeps.
 */
export function AddressBook({ addresses }: { readonly addresses: readonly ConsumerAddressView[] }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const market = useMarket();
  const reload = useReload();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'removed' | 'failed'>('idle');
  const change = async (run: () => Promise<boolean>, done: 'saved' | 'removed') => {
    setStatus('busy');
    if (!(await run())) return setStatus('failed');
    await reload();
    setStatus(done);
  };
  const remove = (address: ConsumerAddressView) =>
    change(async () => (await api.with(pageRouteAddresses).call('deleteConsumerAddress', { params: { addressId: address.id } })).isOk(), 'removed');
  const makeMain = (address: ConsumerAddressView) =>
    change(
      async () =>
        (
          await api.with(pageRouteAddresses).call('updateConsumerAddress', {
            params: { addressId: address.id },
            query: { locale: market.locale },
            body: { ...fieldsOf(address), main: true },
          })
        ).isOk(),
      'saved',
    );
  return (
    <section className="account-card" aria-labelledby="account-addresses-title">
      <h2 id="account-addresses-title">{t('addressBook.title')}</h2>
      <p className="account-muted" role="status">
        {status === 'saved' ? t('addressBook.saved') : status === 'removed' ? t('addressBook.removed') : null}
      </p>
      {status === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {t('addressBook.failed')}
        </p>
      ) : null}
      {addresses.length === 0 ? <p>{t('addressBook.empty')}</p> : null}
      <ul className="address-book">
        {addresses.map((address) => (
          <li key={address.id} className="address-card">
            <address>
              {address.firstName} {address.lastName}
              <br />
              {address.addressLine1}
              {address.addressLine2 !== undefined ? `, ${address.addressLine2}` : null}
              <br />
              {[address.city, address.province, address.postalCode].filter((part) => part !== undefined && part !== '').join(' ')}
              {address.phone !== undefined ? (
                <>
                  <br />
                  {address.phone}
                </>
              ) : null}
            </address>
            <p className="address-card__type">
              {address.main
                ? address.approachType === 'S'
                  ? t('addressBook.mainShipping')
                  : t('addressBook.mainBilling')
                : address.approachType === 'S'
                  ? t('addressBook.shipping')
                  : t('addressBook.billing')}
            </p>
            <div className="address-card__actions">
              <button
                type="button"
                className="link-button"
                aria-label={t('addressBook.editLabel', { address: addressName(address) })}
                onClick={() => setEditing({ mode: 'edit', address })}
              >
                {t('addressBook.edit')}
              </button>
              <button
                type="button"
                className="link-button"
                disabled={status === 'busy'}
                aria-label={t('addressBook.removeLabel', { address: addressName(address) })}
                onClick={() => void remove(address)}
              >
                {t('addressBook.remove')}
              </button>
              {!address.main ? (
                <button
                  type="button"
                  className="link-button"
                  disabled={status === 'busy'}
                  aria-label={t('addressBook.makeMainLabel', { address: addressName(address) })}
                  onClick={() => void makeMain(address)}
                >
                  {t('addressBook.makeMain')}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <button type="button" className="button" onClick={() => setEditing({ mode: 'add' })}>
          {t('addressBook.add')}
        </button>
      ) : (
        <Suspense fallback={<p className="account-muted">{t('common.loading')}</p>}>
          <AccountEditor
            kind="address"
            editing={editing}
            onDone={async () => {
              await reload();
              setEditing(null);
              setStatus('saved');
            }}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** An address of the book as the change calls take it back: the ids are the path's, main is said apart. */
function fieldsOf(address: ConsumerAddressView): Omit<ConsumerAddressView, 'id' | 'addressId' | 'main'> {
  const { id: _id, addressId: _addressId, main: _main, ...fields } = address;
  return fields;
}
