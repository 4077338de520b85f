import type { Migration } from './migration.js';

/**
 * Support cases: what shoppers write to customer care (contact us) and their warranty claims, and how agents closed
 * them. A case outlives its writer's account (the consumer is set null), as support records are kept.
 */
export const migration0016SupportCases: Migration = {
  id: '0016_support_cases',
  sql: `
    CREATE TABLE support_cases (
      case_number   text PRIMARY KEY CHECK (case_number ~ '^CS[0-9]{10}$'),
      kind          text NOT NULL CHECK (kind IN ('contact', 'warranty')),
      status        text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
      category_id   text NOT NULL CHECK (char_length(category_id) BETWEEN 1 AND 40),
      subject_id    text NOT NULL CHECK (char_length(subject_id) BETWEEN 1 AND 40),
      consumer_no   text REFERENCES consumers (consumer_no) ON DELETE SET NULL,
      first_name    text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 40),
      last_name     text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 40),
      email         text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 100),
      phone         text CHECK (char_length(phone) <= 20),
      order_number  text CHECK (char_length(order_number) <= 20),
      product_id    text CHECK (char_length(product_id) <= 40),
      message       text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
      locale        text NOT NULL CHECK (char_length(locale) BETWEEN 2 AND 10),
      created_at    timestamptz NOT NULL,
      closed_at     timestamptz,
      closed_by     text CHECK (char_length(closed_by) <= 100),
      resolution    text CHECK (char_length(resolution) <= 1000),
      CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL))
    );
    CREATE INDEX support_cases_status_created ON support_cases (status, created_at DESC);
  `,
};
