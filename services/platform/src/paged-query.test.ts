import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Sql } from './database.ts';
import { pagedQuery, type PagedQuery } from './paged-query.ts';
import { createTestDatabase } from './testing.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    CREATE TABLE paged_items (id int PRIMARY KEY, name text NOT NULL, kind text NOT NULL);
    CREATE TABLE paged_empty (id int PRIMARY KEY, name text NOT NULL);
    INSERT INTO paged_items SELECT i, 'item ' || i, CASE WHEN i % 2 = 0 THEN 'even' ELSE 'odd' END FROM generate_series(1, 25) i;
  `);
});
afterAll(async () => db.close());

/** The database, counting the queries made through it. */
function counting(): Sql & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    query: (text, params) => {
      queries.push(text);
      return db.query(text, params);
    },
  };
}

const odd = (page: PagedQuery['page']): PagedQuery => ({
  columns: 'i.id, i.name',
  from: 'paged_items i',
  where: 'i.kind = $1',
  orderBy: 'i.id DESC',
  params: ['odd'],
  page,
});

describe('pagedQuery', () => {
  it('reads an empty table as no rows and a total of 0, in one query', async () => {
    const sql = counting();
    const result = await pagedQuery(sql, { columns: 'e.id, e.name', from: 'paged_empty e', orderBy: 'e.id', params: [], page: { limit: 10, offset: 0 } });
    expect(result).toEqual({ rows: [], total: 0 });
    expect(sql.queries).toHaveLength(1);
  });

  it('reads one page and the number of every matching row in one query, without the count column', async () => {
    const sql = counting();
    const result = await pagedQuery<{ id: number; name: string }>(sql, odd({ limit: 5, offset: 5 }));
    expect(result.total).toBe(13);
    expect(result.rows).toEqual([15, 13, 11, 9, 7].map((id) => ({ id, name: `item ${id}` })));
    expect(Object.keys(result.rows[0]!)).toEqual(['id', 'name']);
    expect(sql.queries).toHaveLength(1);
  });

  it('reports the total on the last, partial page', async () => {
    const result = await pagedQuery<{ id: number }>(db, odd({ limit: 5, offset: 10 }));
    expect(result).toEqual({ rows: [5, 3, 1].map((id) => ({ id, name: `item ${id}` })), total: 13 });
  });

  it('still reports the total for a page past the end', async () => {
    const sql = counting();
    const result = await pagedQuery(sql, odd({ limit: 5, offset: 50 }));
    expect(result).toEqual({ rows: [], total: 13 });
    expect(sql.queries).toHaveLength(2);
  });

  it('reads a page past the end of an empty table as a total of 0', async () => {
    const result = await pagedQuery(db, { columns: 'e.id', from: 'paged_empty e', orderBy: 'e.id', params: [], page: { limit: 10, offset: 20 } });
    expect(result).toEqual({ rows: [], total: 0 });
  });

  it('reads every matching row without a limit, counting them itself', async () => {
    const sql = counting();
    const result = await pagedQuery<{ id: number }>(sql, odd(null));
    expect(result.total).toBe(13);
    expect(result.rows.map((row) => row.id)).toEqual([25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1]);
    expect(Object.keys(result.rows[0]!)).toEqual(['id', 'name']);
    expect(sql.queries).toHaveLength(1);
    expect(sql.queries[0]).not.toMatch(/OVER|LIMIT/);
  });

  it('counts groups, not rows, when the grouped query is the from subquery', async () => {
    const grouped: PagedQuery = {
      columns: 'g.kind',
      from: '(SELECT kind, max(id) AS latest FROM paged_items WHERE id <= $1 GROUP BY kind) g',
      orderBy: 'g.latest DESC, g.kind',
      params: [24],
      page: { limit: 1, offset: 0 },
    };
    expect(await pagedQuery(db, grouped)).toEqual({ rows: [{ kind: 'even' }], total: 2 });
    expect(await pagedQuery(db, { ...grouped, page: { limit: 1, offset: 5 } })).toEqual({ rows: [], total: 2 });
  });

  it('leaves the table columns of t.* alone and adds none', async () => {
    const result = await pagedQuery<Record<string, unknown>>(db, { columns: 't.*', from: 'paged_items t', orderBy: 't.id', params: [], page: { limit: 2, offset: 0 } });
    expect(result).toEqual({
      rows: [
        { id: 1, name: 'item 1', kind: 'odd' },
        { id: 2, name: 'item 2', kind: 'even' },
      ],
      total: 25,
    });
  });
});
