import type { ReactElement } from 'react';
import {
  PHONE_COUNTRIES,
  maskPhoneForCountry,
  phoneOptionsForCountry,
  resolveAddressRules,
  stripPhoneNonDigits,
  validateAddress,
  type AddressField,
  type AddressForm as AddressFormKind,
} from '@stride/domain';
import type { DeliveryAddressFields } from '@stride/application/storefront';

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
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: string;
  readonly inputMode?: 'tel' | 'email' | 'text';
  readonly wide?: boolean;
}

function fieldsFor(countryCode: string): FieldSpec[] {
  const us = countryCode === 'US';
  const gb = countryCode === 'GB';
  return [
    { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
    { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
    { name: 'addressLine2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', wide: true },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'province', label: us ? 'State' : gb ? 'County (optional)' : 'Province', autoComplete: 'address-level1' },
    { name: 'postalCode', label: us ? 'ZIP code' : gb ? 'Postcode' : 'Postal code', autoComplete: 'postal-code' },
    { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
    { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', inputMode: 'email', wide: true },
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
  return (
    <div className="address-form">
      {fieldsFor(countryCode).map((field) => {
        const id = `${form}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className={`form-field${field.wide === true ? ' form-field--wide' : ''}`}>
            <label htmlFor={id}>{field.label}</label>
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
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="form-note">Country: {PHONE_COUNTRIES.find((country) => country.code === countryCode)?.name ?? countryCode}</p>
    </div>
  );
}
