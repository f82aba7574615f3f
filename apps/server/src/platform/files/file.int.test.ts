import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let staff: Client;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

beforeAll(async () => {
  h = await startHarness({ FILES_DIR: mkdtempSync(path.join(tmpdir(), 'gf-files-')) });
  const factory = await createFactory(h.db, 'files');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const s = await createStaff(h.db, factory, []);
  staff = await signIn(h.app, s.loginName, s.password);
});
afterAll(() => h.close());

const countFiles = async () =>
  Number(
    (
      await h.db
        .selectFrom('storedFile')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('file/upload and file/{id}', () => {
  it('stores an image and streams it back with a cache header; the SPEC path answers too', async () => {
    const up = await uploadTo(h.app, 'file/upload', boss.sid, { content: png, name: '面料.png', type: 'image/png' });
    expect(up.code).toBe(0);
    expect(up.data).toMatchObject({ name: '面料.png', size: png.length, url: `/v1/api/file/${up.data.id}` });
    const res = await h.app.inject({ method: 'GET', url: up.data.url, headers: { cookie: `sid=${boss.sid}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('面料.png')}`);
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);
    const spec = await uploadTo(h.app, '/api/file/upload', boss.sid, {
      content: Buffer.from('hello'),
      name: 'a.txt',
      type: 'text/plain',
    });
    expect(spec.code).toBe(0);
    const row = await h.db.selectFrom('storedFile').selectAll().where('id', '=', spec.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ unitId: boss.unitId, originalName: 'a.txt', mimeType: 'text/plain', size: '5' });
    expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });
  it('any staff user of the unit may upload (no permission code needed)', async () => {
    expect((await uploadTo(h.app, 'file/upload', staff.sid, { content: png, name: 'x.png', type: 'image/png' })).code).toBe(0);
  });
  it("another factory's file is not found", async () => {
    const up = await uploadTo(h.app, 'file/upload', boss.sid, { content: png, name: 'mine.png', type: 'image/png' });
    const res = await intruder.call('GET', `file/${up.data.id}`);
    expect(res.code).toBe(40402);
  });
  it('440 without a session, for upload and download', async () => {
    expect((await uploadTo(h.app, 'file/upload', null, { content: png, name: 'x.png', type: 'image/png' })).code).toBe(440);
    expect((await call(h.app, 'GET', 'file/1')).code).toBe(440);
  });
  it('refuses a wrong type, a file over 10 MB, or no file, naming the field; nothing is stored', async () => {
    const before = await countFiles();
    const exe = await uploadTo(h.app, 'file/upload', boss.sid, {
      content: Buffer.from('MZ'),
      name: 'a.exe',
      type: 'application/x-msdownload',
    });
    expect(exe.code).toBe(40001);
    expect(exe.data.errors[0].field).toBe('file');
    const big = await uploadTo(h.app, 'file/upload', boss.sid, {
      content: Buffer.alloc(10 * 1024 * 1024 + 10),
      name: 'big.png',
      type: 'image/png',
    });
    expect(big.code).toBe(40001);
    expect(big.data.errors[0].field).toBe('file');
    const none = await boss.call('POST', 'file/upload', { hello: 1 });
    expect(none.code).toBe(40001);
    expect((await boss.call('GET', 'file/abc')).code).toBe(40001);
    expect(await countFiles()).toBe(before);
  });
});
