import { allowedFileTypes, FILE_MAX_BYTES, type StoredFileView } from '@gf/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { Db } from '../db/database.js';
import { invalid, notFound } from '../http/errors.js';
import type { RequestContext } from '../tenancy/context.js';
import { insertFile, findFile } from './file.repository.js';
import type { FileStorage } from './file-storage.js';
import { isBrokenUpload, uploadCutShort } from './receive-upload.js';

const fileWhat = { zh: '文件', en: 'File' };

/** Stores one uploaded file of the unit: images and documents up to 10 MB. */
export async function uploadFile(
  db: Db,
  storage: FileStorage,
  ctx: RequestContext,
  file: MultipartFile | undefined,
): Promise<StoredFileView> {
  if (!file) throw invalid('file', { zh: '请选择文件', en: 'choose a file' });
  if (!allowedFileTypes.includes(file.mimetype)) {
    file.file.resume();
    throw invalid('file', { zh: `不支持的文件类型 ${file.mimetype}`, en: `file type ${file.mimetype} is not accepted` });
  }
  const stored = await storage.put(ctx.unitId, file.file, FILE_MAX_BYTES).catch((error: unknown) => {
    // A body that ended (or stalled) mid-file is the client's: 40001 on `file`, not a server error.
    throw isBrokenUpload(error) ? uploadCutShort() : error;
  });
  if (stored.truncated || file.file.truncated) {
    await storage.delete(stored.key);
    throw invalid('file', { zh: '文件不能超过 10 MB', en: 'must be at most 10 MB' });
  }
  const name = file.filename || 'file';
  const id = await insertFile(db, ctx.unitId, ctx.userId, {
    storageKey: stored.key,
    contentHash: stored.hash,
    originalName: name.slice(0, 200),
    mimeType: file.mimetype,
    size: stored.size,
  });
  return { id, url: storage.url(id), name, size: stored.size, mimeType: file.mimetype };
}

/** One file of the unit, to stream back; another factory's id is "not found". */
export async function openFile(
  db: Db,
  storage: FileStorage,
  ctx: RequestContext,
  id: string,
): Promise<{ body: Readable; name: string; mimeType: string; size: number; hash: string }> {
  const row = await findFile(db, ctx.unitId, id);
  if (!row) throw notFound(fileWhat);
  const body = await storage.get(row.storageKey).catch(() => {
    throw notFound(fileWhat);
  });
  return { body, name: row.originalName, mimeType: row.mimeType, size: Number(row.size), hash: row.contentHash };
}
