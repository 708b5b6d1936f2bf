// One page of a list and the number of rows the whole list has, in one round trip: the page
// query carries a window count (count(*) OVER ()), which PostgreSQL computes over every row that
// matches before LIMIT and OFFSET cut the page. Only a page past the end (no rows, so nothing
// carries the count) needs a second query to count.
import type { Sql } from './database.ts';

export interface PagedQuery {
  /** The select list, e.g. `t.id, t.name`. It must not aggregate: wrap a grouped query in `from`. */
  columns: string;
  /** What follows FROM: a table with its joins, or a subquery with an alias (`(SELECT … GROUP BY …) m`). */
  from: string;
  /** The condition rows must meet; none when omitted. */
  where?: string;
  /** The list's order; it should end with a unique column so pages do not overlap. */
  orderBy: string;
  /** The values of $1 … $n in columns, from and where; LIMIT and OFFSET become $n+1 and $n+2. */
  params: unknown[];
  /** The page to read; null reads every matching row (lists fetched whole). */
  page: { limit: number; offset: number } | null;
}

/** The name of the window count column: reserved, never a column of a table. */
const TOTAL = '__total';

export async function pagedQuery<Row extends object>(sql: Sql, query: PagedQuery): Promise<{ rows: Row[]; total: number }> {
  const from = `FROM ${query.from}${query.where ? ` WHERE ${query.where}` : ''}`;
  if (!query.page) {
    const rows = await sql.query<Row>(`SELECT ${query.columns} ${from} ORDER BY ${query.orderBy}`, query.params);
    return { rows, total: rows.length };
  }
  const n = query.params.length;
  const counted = await sql.query<Row & { [TOTAL]: number }>(
    `SELECT ${query.columns}, count(*) OVER ()::int AS ${TOTAL} ${from} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...query.params, query.page.limit, query.page.offset],
  );
  if (counted.length) {
    const total = Number(counted[0]![TOTAL]);
    const rows = counted.map(({ [TOTAL]: _total, ...row }) => row as unknown as Row);
    return { rows, total };
  }
  if (query.page.offset <= 0) return { rows: [], total: 0 };
  // A page past the end: no row carries the count.
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, query.params);
  return { rows: [], total: count!.total };
}
