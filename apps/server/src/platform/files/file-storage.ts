import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

/**
 * Where file bytes live. The local-disk implementation below serves one machine; an object-storage
 * implementation (S3, OSS, Qiniu) replaces it without touching the calls or the stored_file rows.
 */
export interface FileStorage {
  /** Stores the stream under a new key; answers the key, the byte count and the sha256 of the content. */
  put(prefix: string, body: Readable, maxBytes: number): Promise<{ key: string; size: number; hash: string; truncated: boolean }>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** The address a client fetches the file from (ours: the file/{id} call). */
  url(fileId: string): string;
}

/** Files under one folder (FILES_DIR, default DATA_DIR/files), keyed `<unit>/<yyyy-mm>/<uuid>`. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    // Keys are ours, but never let one escape the root.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return full;
  }

  async put(prefix: string, body: Readable, maxBytes: number) {
    const key = `${prefix}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.part`;
    const hash = createHash('sha256');
    let size = 0;
    let truncated = false;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) {
          truncated = true;
          return done();
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, count, createWriteStream(temp));
      if (truncated) {
        await rm(temp, { force: true });
        return { key, size, hash: '', truncated };
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { key, size, hash: hash.digest('hex'), truncated };
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file);
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(fileId: string): string {
    return fileUrl(fileId);
  }
}

/** Where the web reads a stored file: the GET file/{id} route, whichever storage holds the bytes. */
export const fileUrl = (fileId: string): string => `/v1/api/file/${fileId}`;
