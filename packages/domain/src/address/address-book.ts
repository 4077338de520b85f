import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../errors/index.js';
import { addressIdOf, type Address, type AddressApproachType } from './address.js';

// Account section 4: one main address per type (S, B); marking one main unmarks the previous
// main of that type; the first address of a type becomes main automatically.

/** The main address of a type, if any. */
export function mainAddressOf(addresses: readonly Address[], type: AddressApproachType): Address | undefined {
  return addresses.find((a) => a.approachType === type && a.main === true);
}

function withMain(addresses: readonly Address[], type: AddressApproachType, isMain: (a: Address) => boolean): Address[] {
  return addresses.map((a) => (a.approachType === type ? { ...a, main: isMain(a) } : a));
}

/**
 * Marks an address main and unmarks the previous main of its type; an unknown id is CCA401.
 * @example markMainAddress(book, 'a2') // ok(book with a2 main, the old main of its type unmarked)
 */
export function markMainAddress(addresses: readonly Address[], id: string): Result<Address[], StrideError> {
  const target = addresses.find((a) => addressIdOf(a) === id);
  if (!target) return err(strideError('CCA401'));
  return ok(withMain(addresses, target.approachType, (a) => a === target));
}

// The fields that make an address the same one: its type, the person and the place, and how to reach them.
const SAME_ADDRESS_FIELDS = [
  'approachType',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'province',
  'postalCode',
  'countryCode',
  'phone',
  'phoneCode',
  'email',
] as const satisfies readonly (keyof Address)[];

const comparable = (value: string | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * True when two addresses are the same entry of a book (CCA400 when one is added again): equal on every field of
 * `SAME_ADDRESS_FIELDS`, ignoring case, surrounding spaces and runs of spaces; an absent field equals a blank one. The
 * id and the main flag do not count.
 * @example isSameAddress({ ...a, city: ' portland ' }, { ...a, city: 'Portland' }) // true
 */
export function isSameAddress(a: Address, b: Address): boolean {
  return SAME_ADDRESS_FIELDS.every((field) => comparable(a[field]) === comparable(b[field]));
}

/**
 * Adds an address: the first of its type becomes main; one added as main takes over from the
 * previous main of its type.
 */
export function addAddressToBook(addresses: readonly Address[], address: Address): Address[] {
  const first = !addresses.some((a) => a.approachType === address.approachType);
  if (first || address.main === true) {
    const added: Address = { ...address, main: true };
    return [...withMain(addresses, address.approachType, () => false), added];
  }
  return [...addresses, { ...address, main: false }];
}

/**
 * Removes an address. Beyond the spec: when the main address of a type is removed, the first
 * remaining address of that type becomes main, so a type with addresses always has a main one.
 */
export function removeAddressFromBook(addresses: readonly Address[], id: string): Address[] {
  const removed = addresses.find((a) => addressIdOf(a) === id);
  const rest = addresses.filter((a) => a !== removed);
  if (!removed?.main) return rest;
  const heir = rest.find((a) => a.approachType === removed.approachType);
  return heir ? withMain(rest, removed.approachType, (a) => a === heir) : rest;
}
