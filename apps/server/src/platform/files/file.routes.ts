import { fileIdParams } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { route } from '../http/route.js';
import { contentDisposition } from './content-disposition.js';
import { LocalDiskStorage, type FileStorage } from './file-storage.js';
import { openFile, uploadFile } from './file.service.js';
import { receiveUpload } from './receive-upload.js';

/** file/upload (also at the SPEC's /api/file/upload) and file/{id}. Any signed-in user of the unit. */
export function registerFileRoutes(app: FastifyInstance, storage?: FileStorage): void {
  const files = storage ?? new LocalDiskStorage(app.config.filesDir ?? path.join(app.config.dataDir, 'files'));
  const tags = ['files'];
  for (const url of ['file/upload', '/api/file/upload']) {
    route(app, {
      method: 'POST',
      url,
      summary: 'Upload one file (multipart field "file"; images and documents up to 10 MB)',
      tags,
      permission: null,
      handler: async ({ req, ctx }) => uploadFile(app.db, files, ctx, await receiveUpload(req, app.config.uploadIdleTimeoutMs)),
    });
  }
  route(app, {
    method: 'GET',
    url: 'file/:id',
    summary: 'The bytes of one file of the unit',
    tags,
    permission: null,
    params: fileIdParams,
    raw: true,
    handler: async ({ params, ctx, reply }) => {
      const file = await openFile(app.db, files, ctx, params.id);
      const isImage = file.mimeType.startsWith('image/');
      reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(isImage ? 'inline' : 'attachment', file.name))
        // A file id never changes content: images are cached by the browser (private: behind a session).
        .header('Cache-Control', isImage ? 'private, max-age=604800, immutable' : 'private, no-cache')
        .header('ETag', `"${file.hash}"`);
      return reply.send(file.body);
    },
  });
}
