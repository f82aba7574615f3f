import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Encrypts small secrets at rest (AES-256-GCM). The key comes from SECRET_KEY (any text, hashed to
 * 32 bytes) or, when unset, from DATA_DIR/secret.key, generated once with mode 0600. Ciphertext is
 * "v1:<iv>:<tag>:<data>" in base64url, so a wrong key or a changed byte fails to open.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const keyFileName = 'secret.key';

export function loadSecretKey(source: { secretKey?: string | undefined; dataDir: string }): Buffer {
  if (source.secretKey) return createHash('sha256').update(source.secretKey, 'utf8').digest();
  const file = path.join(source.dataDir, keyFileName);
  try {
    return decodeKey(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(source.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': two processes starting together cannot both write; the loser reads the winner's key.
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return decodeKey(readFileSync(file, 'utf8'));
  }
}

function decodeKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${keyFileName} must hold 32 bytes in base64`);
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box needs a 32-byte key');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const boxes = new Map<string, SecretBox>();

/** One box per key source in this process: the key file is read once. */
export function secretBoxFor(source: { secretKey?: string | undefined; dataDir: string }): SecretBox {
  const cacheKey = source.secretKey
    ? `key:${createHash('sha256').update(source.secretKey).digest('hex')}`
    : `dir:${source.dataDir}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = createSecretBox(loadSecretKey(source));
    boxes.set(cacheKey, box);
  }
  return box;
}
