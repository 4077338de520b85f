import type { SupportCase, SupportCaseKind, SupportCaseRepository, SupportCaseStatus } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

type Row = {
  case_number: string;
  kind: SupportCaseKind;
  status: SupportCaseStatus;
  category_id: string;
  subject_id: string;
  consumer_no: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  order_number: string | null;
  product_id: string | null;
  message: string;
  locale: string;
  created_at: Date | string;
  closed_at: Date | string | null;
  closed_by: string | null;
  resolution: string | null;
};

const supportCase = (row: Row): SupportCase => ({
  caseNumber: row.case_number,
  kind: row.kind,
  status: row.status,
  categoryId: row.category_id,
  subjectId: row.subject_id,
  consumerNo: row.consumer_no,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  orderNumber: row.order_number,
  productId: row.product_id,
  message: row.message,
  locale: row.locale,
  createdAt: new Date(row.created_at),
  closedAt: row.closed_at === null ? null : new Date(row.closed_at),
  closedBy: row.closed_by,
  resolution: row.resolution,
});

/** Support cases in `support_cases` (migration 0016). */
export class PgSupportCaseRepository implements SupportCaseRepository {
  constructor(private readonly sql: SqlClient) {}

  async insert(c: SupportCase): Promise<void> {
    await this.sql.query(
      `INSERT INTO support_cases (case_number, kind, status, category_id, subject_id, consumer_no, first_name, last_name, email, phone,
         order_number, product_id, message, locale, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        c.caseNumber,
        c.kind,
        c.status,
        c.categoryId,
        c.subjectId,
        c.consumerNo,
        c.firstName,
        c.lastName,
        c.email,
        c.phone,
        c.orderNumber,
        c.productId,
        c.message,
        c.locale,
        c.createdAt,
      ],
    );
  }

  async find(caseNumber: string): Promise<SupportCase | null> {
    const [row] = await this.sql.query<Row>('SELECT * FROM support_cases WHERE case_number = $1', [caseNumber]);
    return row === undefined ? null : supportCase(row);
  }

  async list(filter: { readonly status?: SupportCaseStatus; readonly limit: number }): Promise<SupportCase[]> {
    const rows = await this.sql.query<Row>(
      'SELECT * FROM support_cases WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, case_number LIMIT $2',
      [filter.status ?? null, filter.limit],
    );
    return rows.map(supportCase);
  }

  async close(caseNumber: string, closing: { readonly closedBy: string; readonly resolution: string; readonly at: Date }): Promise<SupportCase | null> {
    const [row] = await this.sql.query<Row>(
      `UPDATE support_cases SET status = 'CLOSED', closed_at = $2, closed_by = $3, resolution = $4
       WHERE case_number = $1 AND status = 'OPEN' RETURNING *`,
      [caseNumber, closing.at, closing.closedBy, closing.resolution],
    );
    return row === undefined ? null : supportCase(row);
  }
}
