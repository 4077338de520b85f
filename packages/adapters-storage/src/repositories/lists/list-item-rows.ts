import type { ShopperListItem } from '@stride/domain/lists';
import type { SqlClient } from '../../sql/sql-client.port.js';
import type { ListTables } from './list-tables.js';

type ItemRow = {
  id: string;
  product_id: string;
  variant_id: string | null;
  qty: number;
  recipe_id: string | null;
  pdp_url: string | null;
  item_type: string;
  name: string;
  image_url: string | null;
  available: boolean;
};

// Availability is read now, not stored: a saved item becomes unavailable when its stock runs out.
function selectItems(tables: ListTables, where: string): string {
  const recipe = tables.keepsRecipe ? 'i.recipe_id, i.pdp_url' : 'NULL::text AS recipe_id, NULL::text AS pdp_url';
  return `
    SELECT i.id, i.product_id, i.variant_id, i.qty, ${recipe}, i.item_type, p.name,
           COALESCE(cv.image_url, (SELECT c.image_url FROM colour_variants c WHERE c.product_id = p.id ORDER BY c.position LIMIT 1)) AS image_url,
           CASE WHEN v.id IS NOT NULL THEN v.online_stock > 0
                ELSE EXISTS (SELECT 1 FROM variants a WHERE a.product_id = p.id AND a.online_stock > 0) END AS available
    FROM ${tables.items} i
    JOIN products p ON p.id = i.product_id
    LEFT JOIN variants v ON v.id = i.variant_id
    LEFT JOIN colour_variants cv ON cv.id = v.colour_variant_id
    WHERE ${where}`;
}

function toItem(row: ItemRow): ShopperListItem {
  return {
    itemId: row.id,
    productId: row.variant_id ?? row.product_id,
    masterId: row.product_id,
    variantId: row.variant_id ?? undefined,
    qty: row.qty,
    recipeId: row.recipe_id ?? undefined,
    pdpUrl: row.pdp_url ?? undefined,
    type: row.item_type,
    available: row.available,
    name: row.name,
    imageUrl: row.image_url ?? undefined,
  };
}

/** A page of a list's lines, oldest first, with the list's line count. */
export async function readItemsPage(
  db: SqlClient,
  tables: ListTables,
  listId: string,
  start: number,
  count: number,
): Promise<{ items: ShopperListItem[]; total: number }> {
  const rows = await db.query<ItemRow>(`${selectItems(tables, 'i.list_id = $1')} ORDER BY i.created_at, i.id LIMIT $2 OFFSET $3`, [listId, count, start]);
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${tables.items} WHERE list_id = $1`, [listId]);
  return { items: rows.map(toItem), total: counted?.total ?? 0 };
}

/** One line of a list by id. */
export async function readItem(db: SqlClient, tables: ListTables, itemId: string): Promise<ShopperListItem | undefined> {
  const [row] = await db.query<ItemRow>(selectItems(tables, 'i.id = $1'), [itemId]);
  return row === undefined ? undefined : toItem(row);
}
