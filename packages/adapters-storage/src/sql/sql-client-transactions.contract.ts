import { expect, it } from 'vitest';
import type { CurrentClient } from './sql-client.contract.js';
import type { SqlClient } from './sql-client.port.js';
import { isUniqueViolation } from './sql-errors.js';

/** A promise with its resolver outside, to order steps across concurrent callers without timers. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

async function labels(client: SqlClient): Promise<string[]> {
  const rows = await client.query<{ label: string }>('SELECT label FROM note ORDER BY label');
  return rows.map((row) => row.label);
}

/** Commit, rollback, isolation between callers, nesting: part of runSqlClientContract. */
export function describeTransactionContract(current: CurrentClient): void {
  const withNotes = async (): Promise<SqlClient> => {
    const client = current();
    await client.exec('CREATE TABLE note (label text PRIMARY KEY)');
    return client;
  };

  it('commits what a transaction wrote and returns its result', async () => {
    const client = await withNotes();
    const result = await client.transaction(async (tx) => {
      await tx.query("INSERT INTO note VALUES ('a'), ('b')");
      return (await tx.query('SELECT count(*) AS n FROM note'))[0];
    });
    expect(result).toEqual({ n: 2 });
    expect(await labels(client)).toEqual(['a', 'b']);
  });

  it('rolls back everything when the work throws, and rethrows the same error', async () => {
    const client = await withNotes();
    const failure = new Error('payment refused');
    const outcome = client.transaction(async (tx) => {
      await tx.query("INSERT INTO note VALUES ('a')");
      throw failure;
    });
    await expect(outcome).rejects.toBe(failure);
    expect(await labels(client)).toEqual([]);
  });

  it('leaves no partial write when a unique violation ends a transaction', async () => {
    const client = await withNotes();
    await client.query("INSERT INTO note VALUES ('taken')");
    const error: unknown = await client
      .transaction(async (tx) => {
        await tx.query("INSERT INTO note VALUES ('fresh')");
        await tx.query("INSERT INTO note VALUES ('taken')");
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(await labels(client)).toEqual(['taken']);
  });

  it('concurrent read-increment-write transactions with FOR UPDATE lose no increment', async () => {
    const client = current();
    await client.exec('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counter VALUES (1, 0)');
    const increment = (): Promise<void> =>
      client.transaction(async (tx) => {
        const [row] = await tx.query<{ n: number }>('SELECT n FROM counter WHERE id = 1 FOR UPDATE');
        await new Promise((resolve) => setImmediate(resolve)); // lets the other callers run meanwhile
        await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [(row?.n ?? 0) + 1]);
      });
    await Promise.all(Array.from({ length: 25 }, increment));
    expect(await client.query('SELECT n FROM counter')).toEqual([{ n: 25 }]);
  });

  it('never runs a statement from outside inside another caller’s transaction', async () => {
    const client = await withNotes();
    const inside = signal();
    const gate = signal();
    const tx = client.transaction(async (t) => {
      await t.query("INSERT INTO note VALUES ('inside')");
      inside.fire();
      await gate.promise;
      throw new Error('abandon');
    });
    await inside.promise;
    const outside = client.query("INSERT INTO note VALUES ('outside')");
    gate.fire();
    await expect(tx).rejects.toThrow('abandon');
    await outside;
    expect(await labels(client)).toEqual(['outside']);
  });

  it('nests through a savepoint: an inner failure undoes only the inner block', async () => {
    const client = await withNotes();
    await client.transaction(async (tx) => {
      await tx.query("INSERT INTO note VALUES ('outer')");
      await tx.transaction(async (inner) => inner.query("INSERT INTO note VALUES ('kept')"));
      const failed = tx.transaction(async (inner) => {
        await inner.query("INSERT INTO note VALUES ('undone')");
        await inner.query("INSERT INTO note VALUES ('outer')");
      });
      expect(isUniqueViolation(await failed.catch((e: unknown) => e))).toBe(true);
      await tx.query("INSERT INTO note VALUES ('after')");
    });
    expect(await labels(client)).toEqual(['after', 'kept', 'outer']);
  });

  it('refuses a transaction client once its transaction has ended', async () => {
    const client = await withNotes();
    const leaked = await client.transaction(async (tx) => tx);
    await expect(leaked.query('SELECT 1')).rejects.toThrow(/ended/);
    await expect(leaked.close()).rejects.toThrow();
  });
}
