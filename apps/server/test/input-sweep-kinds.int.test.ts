import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoFactory } from '../src/seed/demo-factory.js';
import { signIn, startHarness, type Client, type Harness } from './harness.js';
import { multipartFile } from './multipart.js';

/** One test per kind of malformed input the sweep sends: each answers the envelope 40001 naming the field. */

let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness({ UPLOAD_IDLE_TIMEOUT_MS: '300' });
  await seedDemoFactory(h.db);
  boss = await signIn(h.app, DEMO.loginName, DEMO.password);
});
afterAll(() => h.close());

async function raw(method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | Buffer, type = 'application/json') {
  const res = await h.app.inject({
    method,
    url,
    headers: { cookie: `sid=${boss.sid}`, ...(payload !== undefined ? { 'content-type': type } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.json() };
}

function fieldsOf(body: { data: { errors?: { field: string }[] } | null }): string[] {
  return (body.data?.errors ?? []).map((e) => e.field);
}

describe('URLs the router cannot take', () => {
  it('broken percent-encoding in a path answers 40001, not Fastify’s own body', async () => {
    const res = await raw('GET', '/v1/api/return/detail/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40001 });
    expect(fieldsOf(res.body)).toEqual(['(path)']);
  });

  it('a 10,000-character path parameter answers 40001', async () => {
    const res = await raw('GET', `/v1/api/return/detail/${'9'.repeat(10_000)}`);
    expect(res.body).toMatchObject({ code: 40001 });
    expect(fieldsOf(res.body)).toEqual(['(path)']);
  });
});

describe('parameters parsed inside handlers', () => {
  it('uflo undo and undo-status with a non-numeric id name the id', async () => {
    const undo = await raw('PUT', '/v1/api/uflo/COMMON_MATERIEL_SUPPLIER/undo?id=abc', '{}');
    expect(undo.body.code).toBe(40001);
    expect(fieldsOf(undo.body)).toContain('id');
    const status = await raw('GET', '/v1/api/uflo/COMMON_MATERIEL_SUPPLIER/undo-status?id=abc');
    expect(status.body.code).toBe(40001);
    expect(fieldsOf(status.body).join()).toMatch(/id/i);
  });

  it('isUsedConfig and lastOperate/get without their keys name the missing key', async () => {
    const config = await raw('GET', '/v1/api/bill-review-config/isUsedConfig');
    expect(config.body.code).toBe(40001);
    expect(fieldsOf(config.body)).toEqual(['billType']);
    const last = await raw('POST', '/v1/api/businessOrder/lastOperate/get', '{}');
    expect(last.body.code).toBe(40001);
    expect(fieldsOf(last.body).length).toBeGreaterThan(0);
  });
});

describe('values beyond their column', () => {
  it('a non-numeric or over-long id is refused before SQL', async () => {
    for (const id of ['abc', '99999999999999999999', '-1']) {
      const res = await raw('GET', `/v1/api/return/detail/${id}`);
      expect(res.body.code, id).toBe(40001);
      expect(fieldsOf(res.body), id).toEqual(['id']);
    }
  });

  it('a version of 2^53 names version', async () => {
    const created = await boss.call('POST', 'supplier/insert', { name: `版本${Date.now() % 100000}` });
    expect(created.code).toBe(0);
    const res = await raw(
      'POST',
      '/v1/api/supplier/update',
      JSON.stringify({ id: created.data.id, version: 2 ** 53, name: 'x' }),
    );
    expect(res.body.code).toBe(40001);
    expect(new Set(fieldsOf(res.body))).toEqual(new Set(['version']));
  });

  it('a conversion rate of 9007199254740991 names conversionRate (numeric(18,4) holds 14 integer digits)', async () => {
    const res = await raw(
      'POST',
      '/v1/api/fac/materials/addMaterials',
      JSON.stringify({ name: '布', skus: [{ conversionRate: '9007199254740991' }], conversionRate: '9007199254740991' }),
    );
    expect(res.body.code).toBe(40001);
    expect(fieldsOf(res.body).some((f) => f.endsWith('conversionRate'))).toBe(true);
  });

  it('a status beyond smallint names the status filter', async () => {
    const res = await raw('POST', '/v1/api/qualityCheck/page', JSON.stringify({ status: 99999 }));
    expect(res.body.code).toBe(40001);
    expect(fieldsOf(res.body)).toEqual(['status']);
    const list = await raw('GET', '/v1/api/supplier/exportExcel?statuses=1,abc');
    expect(list.body.code).toBe(40001);
    expect(fieldsOf(list.body)[0]).toMatch(/^statuses/);
  });

  it('an impossible date in bill-report/list names dateStart', async () => {
    for (const dateStart of ["'; drop table x;--", '2024-02-30', '2024-01-01 25:00']) {
      const res = await raw('POST', '/v1/api/bill-report/list', JSON.stringify({ dateStart }));
      expect(res.body.code, dateStart).toBe(40001);
      expect(fieldsOf(res.body), dateStart).toEqual(['dateStart']);
    }
    const ok = await raw('POST', '/v1/api/bill-report/list', JSON.stringify({ dateStart: '2024-02-29 08:00:00' }));
    expect(ok.body.code).toBe(0);
  });
});

describe('bodies built to exhaust the server', () => {
  it('5,000 levels of nested JSON answer 40001 on the body', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const res = await raw('POST', '/v1/api/supplier/insert', deep);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(40001);
    expect(fieldsOf(res.body)).toEqual(['(body)']);
    const arrays = await raw('POST', '/v1/api/supplier/insert', `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(arrays.body.code).toBe(40001);
  });

  it('brackets inside strings do not count as nesting', async () => {
    const res = await raw('POST', '/v1/api/supplier/insert', JSON.stringify({ name: `[{${'['.repeat(100)}` }));
    expect(res.body.code).toBe(40001); // too long for a name, not too deep
    expect(fieldsOf(res.body)).toEqual(['name']);
  });
});

describe('exports validate before streaming', () => {
  it('a filter that fails answers the envelope, not a download cut short', async () => {
    const res = await raw('POST', '/v1/api/supplier/exportExcel', JSON.stringify({ statuses: [99999] }));
    expect(res.type).toContain('application/json');
    expect(res.body.code).toBe(40001);
  });
});

describe('uploads that end early', () => {
  it('a truncated multipart body answers 40001 on file', async () => {
    const body = multipartFile(Buffer.alloc(64 * 1024, 1), 'a.png', 'image/png');
    const cut = body.payload.subarray(0, body.payload.length - 40);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/file/upload',
      payload: cut,
      headers: { ...body.headers, cookie: `sid=${boss.sid}` },
    });
    expect(res.json()).toMatchObject({ code: 40001 });
    expect(fieldsOf(res.json())).toEqual(['file']);
  });

  it('a multipart body that ends inside its first chunk answers 40001 on file, not a hung request', async () => {
    const payload =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
      'x'.repeat(2048);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/file/upload',
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=b', cookie: `sid=${boss.sid}` },
    });
    expect(fieldsOf(res.json())).toEqual(['file']);
  });

  it('an upload that stalls on an open connection is answered within the idle timeout', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const body = multipartFile(Buffer.alloc(256 * 1024, 1), 'a.png', 'image/png');
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /v1/api/file/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: sid=${boss.sid}\r\n` +
            `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
        );
        socket.write(body.payload.subarray(0, 100 * 1024)); // then nothing more, connection left open
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n{') && text.trimEnd().endsWith('}')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      setTimeout(() => reject(new Error(`no answer: ${text}`)), 10_000);
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const json = JSON.parse(answer.slice(answer.indexOf('{')));
    expect(json.code).toBe(40001);
    expect(fieldsOf(json)).toEqual(['file']);
  });
});
