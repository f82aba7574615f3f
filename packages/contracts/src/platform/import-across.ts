import { z } from 'zod';
import { idSchema, pagingInput } from './paging.js';

// Importing factory-level records (goods styles, customers, suppliers, processing factories, materials) from another
// factory of the same company (ADR 0011): the record is copied into the session's factory, never shared.

/** The factory to import from: another factory of the session's company that the caller may enter. */
export const importSourceInput = z.object({ sourceUnitId: idSchema });

/** Records of the source factory to copy into the session's factory (one transaction per call). */
export const importAcrossInput = importSourceInput.extend({
  ids: z.array(idSchema).min(1, '请选择要导入的记录|choose the records to import').max(100),
});
export type ImportAcrossInput = z.infer<typeof importAcrossInput>;

/** The source factory's records, paged, optionally narrowed by a keyword. */
export const importAcrossListInput = pagingInput.extend({
  sourceUnitId: idSchema,
  keyword: z.string().trim().max(50).optional(),
});
export type ImportAcrossListInput = z.infer<typeof importAcrossListInput>;

/** One record another factory has, as the import dialog lists it. */
export interface ImportAcrossRow {
  id: string;
  unitId: string;
  unitName: string;
  name: string;
  /** Number or code (supplier code, material number ...), when the kind has one. */
  code: string | null;
  /** A short description: contact and phone, kind and SKUs ... */
  summary: string | null;
  /** The session's factory already has a record with this name (or number): importing it would be skipped. */
  existsHere: boolean;
}

/** What one import call did: every requested record is either imported or skipped with the reason. */
export interface ImportAcrossResult {
  imported: { sourceId: string; id: string; name: string; notes: string[] }[];
  skipped: { sourceId: string; name: string; reason: string }[];
}

/**
 * The data of the 40901 answer to a create whose name (or number) another factory of the company already has:
 * the web offers to import one of these instead ("该客户在其他分厂已经存在，是否要导入本厂？"). Nothing was written.
 */
export interface ImportOffer {
  importFrom: { id: string; unitId: string; unitName: string; name: string }[];
}

export function isImportOffer(data: unknown): data is ImportOffer {
  return typeof data === 'object' && data !== null && Array.isArray((data as { importFrom?: unknown }).importFrom);
}
