import type { StoreDirectory } from '@stride/domain/catalogue';
import { strideError, type StrideError } from '@stride/domain/errors';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';

/** One associate as the in-store session keeps them. */
export interface StoreEmployee {
  readonly storeEmployeeId: string;
  readonly storeEmployeeName: string;
}

/**
 * `GET /consumers-v3/utilities/stores/{storeId}/employees`: the store's associates, by last then first name, for the
 * in-store session's employee picker; STR404 (employee store not found) when there is no such store.
 */
export function listStoreEmployees(
  deps: { readonly stores: StoreDirectory },
  storeId: string,
): ResultAsync<{ storeId: string; employees: StoreEmployee[] }, StrideError> {
  return ResultAsync.fromSafePromise(deps.stores.storeEmployees(storeId)).andThen((employees) =>
    employees === null
      ? errAsync(strideError('STR404'))
      : okAsync({
          storeId,
          employees: employees.map((e) => ({ storeEmployeeId: e.storeEmployeeId, storeEmployeeName: `${e.firstName} ${e.lastName}`.trim() })),
        }),
  );
}
