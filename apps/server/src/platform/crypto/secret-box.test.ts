import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secret-box.js';

const dir = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  it('round-trips text and never stores it in clear', () => {
    const box = createSecretBox(loadSecretKey({ secretKey: 'test key', dataDir: dir }));
    const sealed = box.seal('p@ss 密码');
    expect(sealed).not.toContain('p@ss');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(box.open(sealed)).toBe('p@ss 密码');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a wrong key and a changed byte', () => {
    const sealed = createSecretBox(loadSecretKey({ secretKey: 'one', dataDir: dir })).seal('secret');
    expect(() => createSecretBox(loadSecretKey({ secretKey: 'two', dataDir: dir })).open(sealed)).toThrow();
    const parts = sealed.split(':');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => createSecretBox(loadSecretKey({ secretKey: 'one', dataDir: dir })).open(parts.join(':'))).toThrow();
  });

  it('without SECRET_KEY generates a key file once and keeps using it', () => {
    const sub = path.join(dir, 'data');
    const first = loadSecretKey({ dataDir: sub });
    const file = path.join(sub, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
    expect(loadSecretKey({ dataDir: sub }).equals(first)).toBe(true);
    const sealed = createSecretBox(first).seal('kept');
    expect(createSecretBox(loadSecretKey({ dataDir: sub })).open(sealed)).toBe('kept');
  });
});
