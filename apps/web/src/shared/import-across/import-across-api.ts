import type { ImportAcrossResult, ImportAcrossRow } from '@gf/contracts';
import { useMemo } from 'react';
import { api } from '../api';
import { useSession } from '../session/session';

export interface ImportListAnswer<R = ImportAcrossRow> {
  list: R[];
  totalCount: number;
}

/** The calls every import from another factory makes: the source factory's records, and the import of some. */
export const importAcrossApi = {
  list: <R = ImportAcrossRow>(path: string, input: Record<string, unknown>) => api.post<ImportListAnswer<R>>(path, input),
  run: (path: string, sourceUnitId: string, ids: string[], idsField = 'ids') =>
    api.post<ImportAcrossResult>(path, { sourceUnitId, [idsField]: ids }),
};

/** The factories the signed-in account may import from: those it enters (session data), but the current one. */
export function useImportSources(): { id: string; name: string }[] {
  const session = useSession();
  return useMemo(() => (session?.units ?? []).filter((u) => u.id !== session?.unitId), [session]);
}
