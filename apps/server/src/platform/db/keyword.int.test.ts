import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from './database.js';
import { containsPattern } from './keyword.js';

// The database reads the patterns as meant: a keyword's own %, _ and \ match only themselves (PGlite and PostgreSQL).
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function matches(text: string, keyword: string): Promise<boolean> {
  const { operator, pattern } = containsPattern(keyword);
  const like = operator === 'like' ? sql`like` : sql`ilike`;
  const row = await sql<{ hit: boolean }>`select ${text}::text ${like} ${pattern} as hit`.execute(handle.db);
  return row.rows[0]!.hit;
}

describe('a contains-keyword in SQL', () => {
  it.each([
    ['折扣50%款', '50%', true],
    ['折扣500款', '50%', false],
    ['A_1', 'a_1', true],
    ['AB1', 'a_1', false],
    ['C:\\布料', ':\\布', true],
    ['C:布料', ':\\布', false],
    ['全棉府绸', '府绸', true],
  ])('%s contains %s: %s', async (text, keyword, hit) => {
    expect(await matches(text, keyword)).toBe(hit);
  });
});
