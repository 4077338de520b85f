import type { ReactElement } from 'react';
import { maskPhoneForCountry, phoneOptionsForCountry, stripPhoneNonDigits, validatePhone } from '@stride/domain/phone';
import { resolveAddressRules, validateAddress, type AddressField, type AddressForm as AddressFormKind } from '@stride/domain/address';
import type { DeliveryAddressFields } from '@stride/application/storefront';
import { formErrorText } from '../../ui/form-error-text.js';
import './address-form.css';
import { type MessageId, type Translate, useMessages } from '../../i18n/messages.js';

/** What the shopper types in an address form. */
export type AddressValues = Record<'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'province' | 'postalCode' | 'phone' | 'email', string>;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  province: '',
  postalCode: '',
  phone: '',
  email: '',
};

/** The values of an address a cart answer carries, for the form (phone shown with its mask). */
export function addressValuesOf(address: Readonly<Record<string, unknown>> | undefined, countryCode: string): AddressValues {
  const read = (key: keyof AddressValues) => (typeof address?.[key] === 'string' ? (address[key] as string) : '');
  return {
    ...EMPTY_ADDRESS,
    ...Object.fromEntries((Object.keys(EMPTY_ADDRESS) as (keyof AddressValues)[]).map((k) => [k, read(k)])),
    phone: maskPhone(read('phone'), countryCode),
  };
}

/** The phone as typed, laid into the country's mask (account section 5) while typing; the UK's leading 0 dropped. */
export function maskPhone(value: string, countryCode: string): string {
  return maskPhoneForCountry(value, countryCode);
}

/** The spec's address rules (account section 5) for this form, as the server applies them. */
export function validateAddressValues(
  values: AddressValues,
  form: AddressFormKind,
  locale: string,
  countryCode: string,
): Partial<Record<AddressField, string>> {
  const phone = phoneOptionsForCountry(countryCode);
  return validateAddress({ ...values, country: countryCode }, resolveAddressRules(undefined, locale, form), phone);
}

/** The market's country in the page's language (Intl's region names), the code when unknown. */
function countryName(countryCode: string, t: Translate): string {
  try {
    return new Intl.DisplayNames([t('meta.locale')], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/**
 * Whether a phone is a valid number for the country (account section 5), as the address forms check it. The
 * account's text messages use it from here, so the phone rules stay in this form's chunk.
 */
export function phoneIsValid(phone: string, countryCode: string): boolean {
  return validatePhone(phone, phoneOptionsForCountry(countryCode)).isOk();
}

/** The address as the cart's address calls take it: trimmed, phone as digits, the market's country. */
export function addressBody(values: AddressValues, countryCode: string): DeliveryAddressFields {
  const trimmed = Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, v.trim().replace(/\s+/g, ' ')])
      .filter(([, v]) => v !== ''),
  );
  return { ...trimmed, phone: stripPhoneNonDigits(values.phone), countryCode };
}

interface FieldSpec {
  readonly name: keyof AddressValues;
  readonly label: MessageId;
  readonly autoComplete: string;
  readonly type?: string;
  readonly inputMode?: 'tel' | 'email' | 'text';
  readonly wide?: boolean;
}

function fieldsFor(countryCode: string): FieldSpec[] {
  const us = countryCode === 'US';
  const gb = countryCode === 'GB';
  return [
    { name: 'firstName', label: 'address.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'address.lastName', autoComplete: 'family-name' },
    { name: 'addressLine1', label: 'address.line1', autoComplete: 'address-line1', wide: true },
    { name: 'addressLine2', label: 'address.line2', autoComplete: 'address-line2', wide: true },
    { name: 'city', label: 'address.city', autoComplete: 'address-level2' },
    { name: 'province', label: us ? 'address.state' : gb ? 'address.county' : 'address.province', autoComplete: 'address-level1' },
    { name: 'postalCode', label: us ? 'address.zip' : 'address.postalCode', autoComplete: 'postal-code' },
    { name: 'phone', label: 'address.phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
    { name: 'email', label: 'address.email', autoComplete: 'email', type: 'email', inputMode: 'email', wide: true },
  ];
}

export interface AddressFormProps {
  readonly form: AddressFormKind;
  readonly countryCode: string;
  readonly values: AddressValues;
  readonly errors: Partial<Record<string, string>>;
  readonly onChange: (values: AddressValues) => void;
}

/** An address form with labels, autocomplete, the phone mask and field errors tied to their inputs. */
export function AddressForm({ form, countryCode, values, errors, onChange }: AddressFormProps): ReactElement {
  const { t } = useMessages();
  return (
    <div className="address-form">
      {fieldsFor(countryCode).map((field) => {
        const id = `${form}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className={`form-field${field.wide === true ? ' form-field--wide' : ''}`}>
            <label htmlFor={id}>{t(field.label)}</label>
            {/* eslint-disable-next-line jsx-a11y/autocomplete-valid -- valid tokens (section-*, shipping or billing, the field's token); the rule cannot read a template */}
            <input
              id={id}
              name={field.name}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              autoComplete={`section-${form} ${form} ${field.autoComplete}`}
              value={values[field.name]}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? `${id}-error` : undefined}
              onChange={(event) => {
                const raw = event.currentTarget.value;
                onChange({ ...values, [field.name]: field.name === 'phone' ? maskPhone(raw, countryCode) : raw });
              }}
            />
            {error !== undefined ? (
              <p id={`${id}-error`} className="field-error">
                {formErrorText(t, error)}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="form-note">{t('address.country', { country: countryName(countryCode, t) })}</p>
    </div>
  );
}
