import type { MaterialFieldConfigView, MaterialFieldDocument } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../api';
import { keepShownFields } from './field-config';

/** The query key of a document's field configuration (字段配置 saves it and refetches). */
export const fieldConfigQueryKey = (document: MaterialFieldDocument) => ['materialFieldConfig', document] as const;

export const fieldConfigApi = {
  view: (document: MaterialFieldDocument) =>
    api.get<MaterialFieldConfigView>('fac/facFieldConfig/facFieldConfigTargetView', { targetType: document }, { silent: true }),
  save: (document: MaterialFieldDocument, fields: string[]) =>
    api.post<MaterialFieldConfigView>(
      'fac/facFieldConfig/updateUnitFacField',
      { code: document, fieldConfigList: fields },
      { successToast: true },
    ),
};

export interface DocumentFieldConfig {
  /** Whether the factory shows this field (a code of contracts' materialFieldCatalogue); true while loading. */
  isShown: (code: string) => boolean;
  /** Drops the columns (or form items) whose field the factory hides; `fieldOf` names each one's field code. */
  apply: <C extends { key: string }>(columns: C[], fieldOf: Readonly<Record<string, string>>) => C[];
}

/**
 * The factory's 字段配置 of a material document (purchase, arrival, delivery, return): which optional fields its
 * lists and forms show. Until the answer comes (or when it fails) every field shows, as for a factory that never chose.
 */
export function useDocumentFieldConfig(document: MaterialFieldDocument): DocumentFieldConfig {
  const { data } = useQuery({
    queryKey: fieldConfigQueryKey(document),
    queryFn: () => fieldConfigApi.view(document),
    staleTime: 60_000,
  });
  const codes = data?.fieldConfigList ?? null;
  const apply = useCallback(
    <C extends { key: string }>(columns: C[], fieldOf: Readonly<Record<string, string>>) =>
      keepShownFields(document, codes, columns, fieldOf),
    [document, codes],
  );
  const isShown = useCallback((code: string) => apply([{ key: code }], { [code]: code }).length > 0, [apply]);
  return useMemo(() => ({ isShown, apply }), [isShown, apply]);
}
