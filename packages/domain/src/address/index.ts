export { ADDRESS_APPROACH_SHIPPING, ADDRESS_APPROACH_BILLING, addressApproachTypeSchema, addressSchema, addressIdOf } from './address.js';
export type { Address, AddressApproachType } from './address.js';
export { ADDRESS_FIELDS, ADDRESS_LINE_MAX_LENGTH, ADDRESS_CITY_MAX_LENGTH, ADDRESS_DEFAULT_FIELD_RULES } from './address-field-rules.js';
export type { AddressField, AddressForm, AddressTransform, AddressProvince, AddressFieldRule } from './address-field-rules.js';
export { addressFieldOverrideSchema, addressRulesDocumentSchema } from './address-rules.schema.js';
export type { AddressFieldOverride, AddressRulesDocument } from './address-rules.schema.js';
export { resolveAddressRules } from './resolve-address-rules.js';
export type { AddressRules } from './resolve-address-rules.js';
export { applyAddressMask, normaliseAddressValues } from './normalise-address.js';
export type { AddressFormValues } from './normalise-address.js';
export { ADDRESS_PROVINCE_MESSAGE, validateAddress } from './validate-address.js';
export { isPostalCodeOfCountry, POSTAL_CODE_COUNTRIES, POSTAL_CODE_COUNTRY_MESSAGE } from './postal-code.js';
export { mainAddressOf, markMainAddress, addAddressToBook, removeAddressFromBook } from './address-book.js';
export {
  WALLET_CITY_MAX_LENGTH,
  WALLET_CITY_LENGTH_MESSAGE,
  WALLET_COUNTRY_MESSAGE,
  WALLET_BILLING_COUNTRY_MESSAGE,
  walletContactFieldMessage,
  validateWalletContact,
  isExpressWalletOffered,
} from './wallet-contact.js';
export type { WalletContact, WalletContactCheck } from './wallet-contact.js';
export { isProfilePartiallyEnrolled, ensureProfileLoaded, isBasicInfoUpdateEmpty } from './profile-rules.js';
export type { EnrolmentDetails } from './profile-rules.js';
