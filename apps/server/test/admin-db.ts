import pg from 'pg';

/** Runs one statement on the PostgreSQL server behind `adminUrl` (create, list or drop databases). */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  adminUrl: string,
  sql: string,
  values?: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
