import { addAddressToBook, isSameAddress, removeAddressFromBook, type Address } from '@stride/domain/address';
import { strideError, type StrideError } from '@stride/domain/errors';
import { hasProfile, type IdentityRepositories, type StoredAddress } from '@stride/domain/identity';
import { validateDeliveryAddress } from '@stride/domain/shipping';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { ConsumerAddressBody, ConsumerAddressView } from '../../api-contract/identity.contract.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';

// Account section 4: one main address per type; the first of a type becomes main; marking one main
// unmarks the other. The rules are the domain's (address-book.ts); this file runs them in one
// transaction over the consumer's locked book.

/** An address as the book answers it: `id` and `addressId` both (the service names it either way). */
export function consumerAddressView(address: StoredAddress): ConsumerAddressView {
  return {
    id: address.id,
    addressId: address.id,
    approachType: address.approachType,
    main: address.main === true,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    addressLine1: address.addressLine1 ?? '',
    ...(address.addressLine2 === undefined ? {} : { addressLine2: address.addressLine2 }),
    city: address.city ?? '',
    ...(address.province === undefined ? {} : { province: address.province }),
    postalCode: address.postalCode ?? '',
    countryCode: address.countryCode ?? '',
    ...(address.phone === undefined ? {} : { phone: address.phone }),
    ...(address.phoneCode === undefined ? {} : { phoneCode: address.phoneCode }),
    ...(address.email === undefined ? {} : { email: address.email }),
  };
}

/**
 * The address as the book keeps it, once it passes the rules of its form (shipping for S, billing
 * for B) in the site's locale: CHK380 naming each failing field otherwise. Blank optional fields are dropped.
 */
function checkedAddress(body: ConsumerAddressBody, locale: string | undefined): Result<Address, StrideError> {
  const countryCode = (body.countryCode ?? body.country ?? '').trim().toUpperCase();
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value !== 'string' || value.trim() !== '')) as ConsumerAddressBody;
  const address = { ...fields, countryCode, country: undefined };
  return validateDeliveryAddress(address, body.approachType === 'S' ? 'shipping' : 'billing', locale?.replace('_', '-')).map(() => address);
}

/** Runs a change of the consumer's book: PRO404 for a guest, the book locked and read first. */
function changeBook<T>(
  deps: IdentityServiceDeps,
  consumerNo: string,
  change: (repos: IdentityRepositories, book: StoredAddress[]) => Promise<Result<T, StrideError>>,
): ResultAsync<T, StrideError> {
  const run = () =>
    deps.uow.transaction(async (repos) => {
      if (!hasProfile(await repos.profiles.find(consumerNo))) return err(strideError('PRO404'));
      return change(repos, await repos.addresses.listForChange(consumerNo));
    });
  return new ResultAsync(run());
}

/** The book after a change, as the update and delete calls answer it. */
async function bookAfter(repos: IdentityRepositories, consumerNo: string): Promise<{ address: ConsumerAddressView[] }> {
  return { address: (await repos.addresses.list(consumerNo)).map(consumerAddressView) };
}

/**
 * `POST /consumers-v3/consumer/address`: adds the address; the first of its type, or one sent as main, is the main one.
 * An address the book already holds (`isSameAddress`) is CCA400, nothing written: marking it main is the update's.
 */
export function addConsumerAddress(
  deps: IdentityServiceDeps,
  consumerNo: string,
  body: ConsumerAddressBody,
  locale?: string,
): ResultAsync<{ addressId: string }, StrideError> {
  return changeBook(deps, consumerNo, async (repos, book) => {
    const address = checkedAddress(body, locale);
    if (address.isErr()) return err(address.error);
    if (book.some((kept) => isSameAddress(kept, address.value))) return err(strideError('CCA400'));
    const [addressId] = await repos.addresses.write(consumerNo, addAddressToBook(book, address.value));
    return addressId === undefined ? err(strideError('PRO418')) : ok({ addressId });
  });
}

/**
 * `PUT /consumers-v3/consumer/address/{addressId}`: changes the address. Sent with `main: true` it
 * becomes the main one of its type; a main address stays main unless it moves to the other type.
 * Another consumer's address answers as an unknown one: CCA401; changed into another address of the book, CCA400.
 */
export function updateConsumerAddress(
  deps: IdentityServiceDeps,
  consumerNo: string,
  addressId: string,
  body: ConsumerAddressBody,
  locale?: string,
): ResultAsync<{ address: ConsumerAddressView[] }, StrideError> {
  return changeBook(deps, consumerNo, async (repos, book) => {
    const current = book.find((address) => address.id === addressId);
    if (current === undefined) return err(strideError('CCA401'));
    const address = checkedAddress(body, locale);
    if (address.isErr()) return err(address.error);
    if (book.some((kept) => kept.id !== addressId && isSameAddress(kept, address.value))) return err(strideError('CCA400'));
    const main = body.main === true || (current.main === true && current.approachType === body.approachType);
    await repos.addresses.write(consumerNo, addAddressToBook(removeAddressFromBook(book, addressId), { ...address.value, id: addressId, main }));
    return ok(await bookAfter(repos, consumerNo));
  });
}

/** `DELETE /consumers-v3/consumer/address/{addressId}`: removes it; a removed main one hands over to the next of its type. */
export function deleteConsumerAddress(
  deps: IdentityServiceDeps,
  consumerNo: string,
  addressId: string,
): ResultAsync<{ address: ConsumerAddressView[] }, StrideError> {
  return changeBook(deps, consumerNo, async (repos, book) => {
    if (!book.some((address) => address.id === addressId)) return err(strideError('CCA401'));
    await repos.addresses.write(consumerNo, removeAddressFromBook(book, addressId));
    return ok(await bookAfter(repos, consumerNo));
  });
}
