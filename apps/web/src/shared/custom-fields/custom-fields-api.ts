import type { CustomFieldDefinition, CustomFieldEntity, CustomFieldType, CustomFieldValueView } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export const customFieldsKey = (entity: string, includeDisabled = false) => ['custom-fields', entity, includeDisabled] as const;

export const customFieldApi = {
  list: (entity: CustomFieldEntity | string, includeDisabled = false) =>
    api.get<CustomFieldDefinition[]>('custom-field/list', {
      module: entity,
      ...(includeDisabled ? { includeDisabled: 'true' } : {}),
    }),
  add: (input: {
    module: string;
    customFieldName: string;
    customFieldType: CustomFieldType;
    required?: boolean;
    enabled?: boolean;
    options?: string[];
  }) => api.post<{ customFieldId: string; customFieldName: string }>('custom-field', input),
  update: (input: { customFieldId: string; name?: string; required?: boolean; enabled?: boolean }) =>
    api.put<CustomFieldDefinition>('custom-field', input),
  sort: (ids: string[]) => api.put<null>('custom-field/sort', { ids }),
  /** silent: the caller turns a 40903 "in use" answer into a second confirmation. */
  remove: (id: string, force = false) =>
    api.delete<null>(`custom-field/${id}${force ? '?force=true' : ''}`, undefined, { silent: !force }),
  addOption: (input: { customFieldId: string; optionName: string; optionCode?: string | null }) =>
    api.post<{ id: string; optionCode: string; optionName: string }>('custom-field/option', input),
  updateOption: (input: { id: string; customFieldId: string; optionName: string; optionCode?: string | null }) =>
    api.put<{ id: string }>('custom-field/option', input),
  sortOptions: (ids: string[]) => api.put<null>('custom-field/option/sort', { ids }),
  removeOption: (id: string, force = false) =>
    api.delete<null>(`custom-field/option/${id}${force ? '?force=true' : ''}`, undefined, { silent: !force }),
};

/** The enabled fields of an entity, for forms (CustomFieldInputs) and list columns. */
export function useCustomFields(entity: string, includeDisabled = false) {
  return useQuery({
    queryKey: customFieldsKey(entity, includeDisabled),
    queryFn: () => customFieldApi.list(entity, includeDisabled),
    staleTime: 60_000,
  });
}

/** Stored values (as the server shows them) → the form values CustomFieldInputs edits. */
export function toCustomFieldFormValues(values: CustomFieldValueView[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const v of values ?? []) {
    if (v.customFieldType === 'MULTI_SELECT') out[v.customFieldId] = v.selectedOptions.map((o) => o.id);
    else if (v.customFieldType === 'SINGLE_SELECT') out[v.customFieldId] = v.selectedOptions[0]?.id;
    else if (v.customFieldType === 'INTEGER' || v.customFieldType === 'DECIMAL') out[v.customFieldId] = v.numberValue;
    else out[v.customFieldId] = v.textValue;
  }
  return out;
}
