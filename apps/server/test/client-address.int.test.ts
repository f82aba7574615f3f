import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../src/config.js';
import { startHarness, type Harness } from './harness.js';

/**
 * The client address (login throttling, operation logs) comes from X-Forwarded-For only when the request arrives
 * from a proxy the configuration names (TRUSTED_PROXIES); otherwise anyone could pick the address a lock counts.
 */

let untrusting: Harness;
let behindProxy: Harness;

beforeAll(async () => {
  untrusting = await startHarness();
  behindProxy = await startHarness({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
});
afterAll(async () => {
  await untrusting.close();
  await behindProxy.close();
});

const ipSeenBy = async (h: Harness, remoteAddress: string, forwardedFor: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: '/v1/api/ip',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return (res.json() as { data: { ip: string } }).data.ip;
};

describe('client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await ipSeenBy(untrusting, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes it from a trusted proxy only', async () => {
    expect(await ipSeenBy(behindProxy, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeenBy(behindProxy, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    // A client that is not one of the proxies cannot name its own address.
    expect(await ipSeenBy(behindProxy, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    // A client-supplied address before the proxy's own entry is not believed past an untrusted hop.
    expect(await ipSeenBy(behindProxy, '127.0.0.1', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('reads TRUSTED_PROXIES as a comma-separated list; unset or empty trusts none', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
    expect(parseTrustedProxies('127.0.0.1, 10.0.0.0/8,,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
  });
});
