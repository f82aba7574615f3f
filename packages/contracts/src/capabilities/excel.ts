import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

export const importJobStatuses = ['VALIDATED', 'COMMITTING', 'COMMITTED', 'FAILED'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

/** One reason a row of an uploaded sheet cannot be imported. rowNo is the sheet's own row number. */
export interface ImportRowError {
  rowNo: number;
  /** The column key ('name') and its header text; null for a whole-row rule. */
  column: string | null;
  header: string | null;
  reason: string;
}

export interface ImportJobView {
  importId: string;
  kind: string;
  fileName: string;
  status: ImportJobStatus;
  total: number;
  processed: number;
  failed: number;
  /** Every bad row's reasons (in the caller's language), row order. */
  errors: ImportRowError[];
  /** After a commit: rows written; after a failure: why (in the caller's language). */
  result: { written?: number; message?: string } | null;
  expiresAt: string;
}

export const importCommitInput = z.object({ importId: idSchema });
export const importIdParams = z.object({ id: idSchema });
