import type { CatalogueGlossary, CatalogueGlossaryReader } from '@stride/domain/catalogue';
import type { SqlClient } from '../../sql/sql-client.port.js';

const GLOSSARY = 'SELECT source_text, text FROM catalogue_translations WHERE locale = $1';

/** A locale's catalogue translations read from `catalogue_translations` (PGlite or PostgreSQL). */
export class PgCatalogueGlossary implements CatalogueGlossaryReader {
  constructor(private readonly sql: SqlClient) {}

  async glossary(locale: string): Promise<CatalogueGlossary> {
    const rows = await this.sql.query<{ source_text: string; text: string }>(GLOSSARY, [locale]);
    return new Map(rows.map((row) => [row.source_text, row.text]));
  }
}
