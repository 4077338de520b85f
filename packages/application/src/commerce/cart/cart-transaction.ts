import { err } from 'neverthrow';
import type { Result } from 'neverthrow';
import type { CartPorts, CartStore } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';

class Rollback extends Error {
  constructor(readonly error: StrideError) {
    super(error.code);
  }
}

/**
 * Runs `work` in one transaction and rolls it back when the work answers an error, so a refused
 * line leaves nothing of the lines before it. The error comes back as a value.
 */
export async function inCartTransaction<T>(store: CartStore, work: (tx: CartPorts) => Promise<Result<T, StrideError>>): Promise<Result<T, StrideError>> {
  try {
    return await store.transaction(async (tx) => {
      const result = await work(tx);
      if (result.isErr()) throw new Rollback(result.error);
      return result;
    });
  } catch (caught) {
    if (caught instanceof Rollback) return err(caught.error);
    throw caught;
  }
}
