export type { AddressField, AddressForm } from './address-field-rules.js';
export { resolveAddressRules } from './resolve-address-rules.js';
export type { AddressFormValues } from './normalise-address.js';
export { validateAddress } from './validate-address.js';
export { isBasicInfoUpdateEmpty, isProfilePartiallyEnrolled, type EnrolmentDetails } from './profile-rules.js';
export { ADDRESS_PROVINCE_MESSAGE } from './validate-address.js';
export { POSTAL_CODE_COUNTRY_MESSAGE } from './postal-code.js';
export type { Address, AddressApproachType } from './address.js';
export { addAddressToBook, removeAddressFromBook } from './address-book.js';
