/**
 * Names a database for error messages and logs as `host:port/database`, leaving out the
 * user name and password a DATABASE_URL may carry.
 * @example describeDatabaseUrl('postgres://app:secret@db.internal:6432/stride') // 'db.internal:6432/stride'
 */
export function describeDatabaseUrl(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return 'an unparseable DATABASE_URL';
  }
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const port = url.port || '5432';
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return database ? `${host}:${port}/${database}` : `${host}:${port}`;
}
