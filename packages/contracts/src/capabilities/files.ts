import { idSchema } from '../platform/paging.js';
import { z } from 'zod';

export const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Images and office documents: what factories attach to materials, styles and bills. */
export const allowedFileTypes: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'text/plain',
  'text/csv',
];

export interface StoredFileView {
  id: string;
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

export const fileIdParams = z.object({ id: idSchema });
