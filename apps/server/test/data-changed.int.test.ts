import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWrite } from '../src/platform/db/write-tracker.js';
import { routeTableOf } from '../src/platform/http/route-table.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from './harness.js';
import { makeMaterialSkus, makeStorehouse } from './stock-fixture.js';

/**
 * X-Data-Changed: the answer of a request that wrote carries it, a read never does (the web app refreshes every
 * query when it sees the header, so a read that claimed a write would refetch itself for ever). Many reads are POST
 * calls, so the rule is decided by what the handler did, not by the method.
 */

let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'changed');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  // Something for the lists to answer.
  await makeStorehouse(boss);
  await makeMaterialSkus(boss, ['白', '黑']);
});
afterAll(() => h.close());

async function send(method: 'GET' | 'POST', url: string, body?: object) {
  const res = await h.app.inject({
    method,
    url: `/v1/api/${url}`,
    headers: {
      cookie: `sid=${boss.sid}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  // An export answers a file (an .xlsx list export ends in List too): it wrote nothing when it streamed, code 0.
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { changed: res.headers['x-data-changed'] === '1', code: json ? (JSON.parse(res.body) as { code: number }).code : 0 };
}

describe('X-Data-Changed', () => {
  it('marks a write and not the POST read that lists it', async () => {
    const added = await send('POST', 'fac/storehouse/addStorehouse', { name: `仓-${Date.now() % 1e6}` });
    expect(added).toEqual({ changed: true, code: 0 });
    const page = await send('POST', 'fac/storehouse/queryStorehousePage', { pageNo: 1, pageSize: 10 });
    expect(page).toEqual({ changed: false, code: 0 });
  });

  it('does not mark a refused write (nothing was written)', async () => {
    const refused = await send('POST', 'fac/storehouse/addStorehouse', { name: '' });
    expect(refused.changed).toBe(false);
    expect(refused.code).not.toBe(0);
  });

  it('no list, page or lookup call of the route table claims a write', async () => {
    const reads = routeTableOf(h.app).filter(
      (r) =>
        r.methods.includes('POST') &&
        !r.url.includes(':') &&
        /(page|list|List|Page|query|show|lines|Lines|getFac|skulist|find|search)(-v\d+)?$/.test(r.url) &&
        !/import|add|update|delete|save|create/i.test(r.url),
    );
    expect(reads.length).toBeGreaterThan(15);
    const claimed: string[] = [];
    for (const route of reads) {
      const answer = await send('POST', route.url.replace('/v1/api/', ''), { pageNo: 1, pageSize: 5 });
      if (answer.changed) claimed.push(route.url);
    }
    expect(claimed).toEqual([]);
  });

  it('tells raw SQL writes from reads', () => {
    const raw = (text: string) => ({ kind: 'RawNode', sqlFragments: [text], parameters: [] }) as never;
    expect(isWrite(raw('insert into t values (1)'))).toBe(true);
    expect(isWrite(raw('  UPDATE t set a = 1'))).toBe(true);
    expect(isWrite(raw('with x as (select 1) delete from t'))).toBe(true);
    expect(isWrite(raw('select * from t for update'))).toBe(false);
    expect(isWrite(raw('select updated_at from t'))).toBe(false);
  });
});
