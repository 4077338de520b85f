import { describe, expect, it } from 'vitest';
import { commerceSchemaMigration } from './0002-commerce.js';

describe('commerceSchemaMigration', () => {
  it('sorts after 0001_init, so the runner applies it second', () => {
    expect(commerceSchemaMigration.id > '0001_init').toBe(true);
  });

  it('only has semicolons that end statements, so any statement splitter reads it like PostgreSQL', () => {
    const withoutComments = commerceSchemaMigration.sql.replace(/--[^\n]*/g, '');
    const statements = withoutComments
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    expect(statements.length).toBeGreaterThan(30);
    for (const statement of statements) expect(statement).toMatch(/^CREATE (TABLE|INDEX|UNIQUE INDEX) /);
    expect(commerceSchemaMigration.sql.match(/--[^\n]*;/g)).toBeNull();
  });

  it('needs no extension, function or trigger (the PostgreSQL 15 run in commerce-schema.test.ts proves the rest)', () => {
    expect(commerceSchemaMigration.sql).not.toMatch(/CREATE EXTENSION|\$\$|CREATE (OR REPLACE )?FUNCTION|TRIGGER/i);
  });
});
