import { useState, type FormEvent, type ReactElement } from 'react';
import { apiFailureStatus } from '@stride/application/storefront';
import { useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { AddressForm, addressBody, addressValuesOf, EMPTY_ADDRESS, validateAddressValues, type AddressValues } from '../checkout/address-form.js';
import type { Editing } from './address-book.js';
import { EditorFooter } from './editor-footer.js';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

export interface AddressEditorProps {
  readonly editing: Editing;
  readonly onDone: () => Promise<void>;
  readonly onCancel: () => void;
}

/**
 * Adds or changes an address of the book: the address form with the rules the service applies (the
 * shipping form's for a shipping address, the billing form's for a billing one), its type, and
 * whether it becomes the main one of its type. Loaded only when the shopper opens it.
 */
export function AddressEditor({ editing, onDone, onCancel }: AddressEditorProps): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const market = useMarket();
  const current = editing.mode === 'edit' ? editing.address : undefined;
  const countryCode = current?.countryCode ?? market.countryCode;
  const [values, setValues] = useState<AddressValues>(() => (current === undefined ? EMPTY_ADDRESS : addressValuesOf(current, countryCode)));
  const [type, setType] = useState<'S' | 'B'>(current?.approachType ?? 'S');
  const [main, setMain] = useState(current?.main ?? false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'invalid' | 'failed'>('idle');
  const form = type === 'S' ? 'shipping' : 'billing';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddressValues(values, form, market.locale, countryCode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('saving');
    const body = { ...addressBody(values, countryCode), approachType: type, ...(main ? { main: true } : {}) };
    const query = { locale: market.locale };
    const result =
      current === undefined
        ? await api.with(pageRouteAddresses).call('addConsumerAddress', { query, body })
        : await api.with(pageRouteAddresses).call('updateConsumerAddress', { params: { addressId: current.id }, query, body });
    if (result.isErr()) return setState(apiFailureStatus(result.error) === 400 ? 'invalid' : 'failed');
    await onDone();
  };

  return (
    <form className="address-editor" noValidate aria-labelledby="address-editor-title" onSubmit={(event) => void submit(event)}>
      <h3 id="address-editor-title">{current === undefined ? t('addressBook.addTitle') : t('addressBook.editTitle')}</h3>
      <fieldset className="address-editor__type">
        <legend>{t('addressBook.type')}</legend>
        <label>
          <input type="radio" name="approachType" value="S" checked={type === 'S'} onChange={() => setType('S')} /> {t('addressBook.shipping')}
        </label>
        <label>
          <input type="radio" name="approachType" value="B" checked={type === 'B'} onChange={() => setType('B')} /> {t('addressBook.billing')}
        </label>
      </fieldset>
      <AddressForm form={form} countryCode={countryCode} values={values} errors={errors} onChange={setValues} />
      <label className="address-editor__main">
        <input
          type="checkbox"
          name="main"
          checked={main}
          disabled={current?.main === true && current.approachType === type}
          onChange={(e) => setMain(e.currentTarget.checked)}
        />{' '}
        {t('addressBook.setMain')}
      </label>
      <EditorFooter
        error={state === 'invalid' ? t('addressBook.invalid') : state === 'failed' ? t('addressBook.failed') : null}
        saveLabel={t('addressBook.save')}
        saving={state === 'saving'}
        onCancel={onCancel}
      />
    </form>
  );
}
