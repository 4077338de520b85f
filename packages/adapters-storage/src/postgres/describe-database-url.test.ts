import { describe, expect, it } from 'vitest';
import { describeDatabaseUrl } from './describe-database-url.js';

describe('describeDatabaseUrl', () => {
  it('names host, port and database and leaves out the credentials', () => {
    const described = describeDatabaseUrl('postgres://app:s3cr3t@db.internal:6432/stride?sslmode=require');
    expect(described).toBe('db.internal:6432/stride');
    expect(described).not.toContain('s3cr3t');
  });

  it('fills in the default port and a socket host given as a parameter', () => {
    expect(describeDatabaseUrl('postgres://postgres@127.0.0.1/test')).toBe('127.0.0.1:5432/test');
    expect(describeDatabaseUrl('postgres:///stride?host=/var/run/postgresql')).toBe('/var/run/postgresql:5432/stride');
  });

  it('never echoes an unparseable URL, which may hold a password', () => {
    expect(describeDatabaseUrl('not a url with hunter2')).toBe('an unparseable DATABASE_URL');
  });
});
