import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../api/client';

export interface ColumnSetting {
  key: string;
  visible: boolean;
}

/** Per-user column settings of one list; a non-zero answer means "use the defaults", silently. */
export async function fetchColumnSettings(listKey: string): Promise<ColumnSetting[] | null> {
  try {
    const answer = await request<{ columns?: ColumnSetting[] } | null>('GET', `column-settings/${encodeURIComponent(listKey)}`, {
      silent: true,
    });
    if (answer.code !== 0 || !answer.data || !Array.isArray(answer.data.columns) || answer.data.columns.length === 0) return null;
    return answer.data.columns;
  } catch {
    return null;
  }
}

export async function saveColumnSettings(listKey: string, columns: ColumnSetting[]): Promise<boolean> {
  try {
    const answer = await request('PUT', `column-settings/${encodeURIComponent(listKey)}`, { body: { columns }, silent: true });
    return answer.code === 0;
  } catch {
    return false;
  }
}

/** Applies saved settings to the default keys: saved order first, new columns appended visible. */
export function applyColumnSettings(defaultKeys: string[], saved: ColumnSetting[] | null): ColumnSetting[] {
  const defaults = defaultKeys.map((key) => ({ key, visible: true }));
  if (!saved) return defaults;
  const known = new Set(defaultKeys);
  const result = saved.filter((s) => known.has(s.key)).map((s) => ({ key: s.key, visible: s.visible !== false }));
  const placed = new Set(result.map((s) => s.key));
  for (const d of defaults) if (!placed.has(d.key)) result.push(d);
  return result;
}

export function useColumnSettings(listKey: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['column-settings', listKey],
    queryFn: () => fetchColumnSettings(listKey),
    staleTime: Infinity,
  });
  const save = useCallback(
    async (columns: ColumnSetting[] | null) => {
      queryClient.setQueryData(['column-settings', listKey], columns);
      return saveColumnSettings(listKey, columns ?? []);
    },
    [listKey, queryClient],
  );
  return { saved: query.data ?? null, isLoading: query.isLoading, save };
}
