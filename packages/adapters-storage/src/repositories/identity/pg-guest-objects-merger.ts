import type { GuestObjectRefs, GuestObjectsMerger } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

// Only the calling guest's object may be merged (the caller proved it with the guest's token):
// never another guest's or account's basket or list, whatever id is sent.
const GUEST_OWNED = `c.consumer_type = 'GUEST' AND c.consumer_no = $2`;

interface ListTables {
  readonly lists: 'saved_for_later_lists' | 'favorite_lists';
  readonly items: 'saved_for_later_items' | 'favorite_items';
  /** Favorites keep one line per product and variant; saved-for-later keeps every line. */
  readonly dedupe: boolean;
}

/**
 * The sign-in merge in SQL. Must run inside the caller's transaction: it locks the guest's rows
 * (FOR UPDATE) so a concurrent change of the guest basket waits for the merge.
 */
export class PgGuestObjectsMerger implements GuestObjectsMerger {
  constructor(private readonly sql: SqlClient) {}

  async merge(account: string, refs: GuestObjectRefs, onlyFrom: string | undefined): Promise<string | undefined> {
    if (onlyFrom === undefined) return this.openBasket(account);
    const basketId = refs.basketId === undefined ? undefined : await this.mergeBasket(account, refs.basketId, onlyFrom);
    if (refs.saveForLaterId !== undefined) {
      await this.mergeList(account, refs.saveForLaterId, onlyFrom, { lists: 'saved_for_later_lists', items: 'saved_for_later_items', dedupe: false });
    }
    if (refs.favoriteId !== undefined) {
      await this.mergeList(account, refs.favoriteId, onlyFrom, { lists: 'favorite_lists', items: 'favorite_items', dedupe: true });
    }
    return basketId ?? (await this.openBasket(account));
  }

  /** The account's latest open basket; in `currency` only, when given. */
  private async openBasket(account: string, currency?: string): Promise<string | undefined> {
    const rows = await this.sql.query<{ id: string }>(
      `SELECT id FROM baskets WHERE consumer_no = $1 AND status = 'OPEN' AND ($2::text IS NULL OR currency = $2)
       ORDER BY updated_at DESC, created_at DESC LIMIT 1 FOR UPDATE`,
      [account, currency ?? null],
    );
    return rows[0]?.id;
  }

  private async mergeBasket(account: string, guestBasketId: string, onlyFrom: string): Promise<string | undefined> {
    const guest = await this.sql.query<{ id: string; currency: string }>(
      `SELECT b.id, b.currency FROM baskets b JOIN consumers c ON c.consumer_no = b.consumer_no
       WHERE b.id = $1 AND b.status = 'OPEN' AND ${GUEST_OWNED} FOR UPDATE OF b`,
      [guestBasketId, onlyFrom],
    );
    if (guest[0] === undefined) return undefined;
    // One currency per basket: the guest's lines join the account's open basket of the same currency
    // (the same site); with none, the guest's basket becomes the account's, beside its other sites' baskets.
    const target = await this.openBasket(account, guest[0].currency);
    if (target === undefined) {
      await this.sql.query(`UPDATE baskets SET consumer_no = $2, updated_at = now(), version = version + 1 WHERE id = $1`, [guestBasketId, account]);
      return guestBasketId;
    }
    await this.addQuantitiesOfSameVariants(guestBasketId, target);
    await this.sql.query(
      `UPDATE basket_items SET basket_id = $2,
         position = position + (SELECT COALESCE(max(position) + 1, 0) FROM basket_items WHERE basket_id = $2)
       WHERE basket_id = $1 AND bonus_promotion_id IS NULL
         AND variant_id NOT IN (SELECT variant_id FROM basket_items WHERE basket_id = $2)`,
      [guestBasketId, target],
    );
    await this.sql.query(`UPDATE baskets SET status = 'MERGED', updated_at = now() WHERE id = $1`, [guestBasketId]);
    await this.sql.query(`UPDATE baskets SET updated_at = now(), version = version + 1 WHERE id = $1`, [target]);
    return target;
  }

  /** Same variant in both: the account's first line takes the guest's quantity, capped by its maxQty. */
  private async addQuantitiesOfSameVariants(guestBasketId: string, target: string): Promise<void> {
    await this.sql.query(
      `UPDATE basket_items t SET qty = LEAST(t.qty + g.qty, t.max_qty)
       FROM (SELECT variant_id, sum(qty)::int AS qty FROM basket_items
             WHERE basket_id = $1 AND bonus_promotion_id IS NULL GROUP BY variant_id) g
       WHERE t.variant_id = g.variant_id
         AND t.id IN (SELECT DISTINCT ON (variant_id) id FROM basket_items
                      WHERE basket_id = $2 AND bonus_promotion_id IS NULL ORDER BY variant_id, position, created_at)`,
      [guestBasketId, target],
    );
  }

  private async mergeList(account: string, guestListId: string, onlyFrom: string, t: ListTables): Promise<void> {
    const guest = await this.sql.query<{ id: string }>(
      `SELECT l.id FROM ${t.lists} l JOIN consumers c ON c.consumer_no = l.consumer_no
       WHERE l.id = $1 AND ${GUEST_OWNED} FOR UPDATE OF l`,
      [guestListId, onlyFrom],
    );
    if (guest[0] === undefined) return;
    const own = await this.sql.query<{ id: string }>(`SELECT id FROM ${t.lists} WHERE consumer_no = $1 FOR UPDATE`, [account]);
    const target = own[0]?.id;
    if (target === undefined) {
      await this.sql.query(`UPDATE ${t.lists} SET consumer_no = $2 WHERE id = $1`, [guestListId, account]);
      return;
    }
    const notYetThere = t.dedupe
      ? `AND NOT EXISTS (SELECT 1 FROM ${t.items} o WHERE o.list_id = $2 AND o.product_id = ${t.items}.product_id
           AND o.variant_id IS NOT DISTINCT FROM ${t.items}.variant_id)`
      : '';
    await this.sql.query(`UPDATE ${t.items} SET list_id = $2 WHERE list_id = $1 ${notYetThere}`, [guestListId, target]);
    await this.sql.query(`DELETE FROM ${t.lists} WHERE id = $1`, [guestListId]);
  }
}
