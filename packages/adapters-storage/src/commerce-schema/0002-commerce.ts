import type { Migration } from '../migrations/migration.js';
import { basketsSql } from './baskets.sql.js';
import { catalogueSql } from './catalogue.sql.js';
import { identitySql } from './identity.sql.js';
import { ordersSql } from './orders.sql.js';
import { promotionsSql } from './promotions.sql.js';

/**
 * The commerce schema, one migration for PGlite and PostgreSQL 15+. The SQL is split by area
 * only to keep each file readable; the parts run in this order because later tables reference
 * earlier ones. Several statements, so the runner executes it with `exec` (simple protocol).
 */
export const commerceSchemaMigration: Migration = {
  id: '0002_commerce',
  sql: [catalogueSql, promotionsSql, identitySql, basketsSql, ordersSql].join('\n'),
};
