import type {
  CustomFieldDefinition,
  CustomFieldEntity,
  CustomFieldType,
  CustomFieldValueView,
  LibraryLevel,
} from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export const customFieldsKey = (entity: string, includeDisabled = false, level?: LibraryLevel) =>
  ['custom-fields', entity, includeDisabled, level ?? 'BOTH'] as const;

/** A write's level: COMPANY from 属性库 (/archives), FACTORY (the default) from a factory's 自定义字段. */
const at = (level: LibraryLevel) => (level === 'COMPANY' ? { level } : {});
const levelQuery = (level: LibraryLevel, force: boolean) => {
  const query = [force ? 'force=true' : '', level === 'COMPANY' ? 'level=COMPANY' : ''].filter(Boolean).join('&');
  return query ? `?${query}` : '';
};

export const customFieldApi = {
  /** Without a level: the company's fields first, then the factory's own (forms, the factory's settings). */
  list: (entity: CustomFieldEntity | string, includeDisabled = false, level?: LibraryLevel) =>
    api.get<CustomFieldDefinition[]>('custom-field/list', {
      module: entity,
      ...(includeDisabled ? { includeDisabled: 'true' } : {}),
      ...(level ? { level } : {}),
    }),
  add: (input: {
    module: string;
    customFieldName: string;
    customFieldType: CustomFieldType;
    required?: boolean;
    enabled?: boolean;
    options?: string[];
    level: LibraryLevel;
  }) => api.post<{ customFieldId: string; customFieldName: string }>('custom-field', input),
  update: (input: { customFieldId: string; name?: string; required?: boolean; enabled?: boolean }, level: LibraryLevel) =>
    api.put<CustomFieldDefinition>('custom-field', { ...input, ...at(level) }),
  sort: (ids: string[], level: LibraryLevel) => api.put<null>('custom-field/sort', { ids, ...at(level) }),
  /** silent: the caller turns a 40903 "in use" answer into a second confirmation. */
  remove: (id: string, level: LibraryLevel, force = false) =>
    api.delete<null>(`custom-field/${id}${levelQuery(level, force)}`, undefined, { silent: !force }),
  addOption: (input: { customFieldId: string; optionName: string; optionCode?: string | null }, level: LibraryLevel) =>
    api.post<{ id: string; optionCode: string; optionName: string }>('custom-field/option', { ...input, ...at(level) }),
  updateOption: (
    input: { id: string; customFieldId: string; optionName: string; optionCode?: string | null },
    level: LibraryLevel,
  ) => api.put<{ id: string }>('custom-field/option', { ...input, ...at(level) }),
  sortOptions: (ids: string[], level: LibraryLevel) => api.put<null>('custom-field/option/sort', { ids, ...at(level) }),
  removeOption: (id: string, level: LibraryLevel, force = false) =>
    api.delete<null>(`custom-field/option/${id}${levelQuery(level, force)}`, undefined, { silent: !force }),
};

/**
 * The fields of an entity: without a level the company's and the factory's own (forms, CustomFieldInputs, list
 * columns); with one, that level's (the settings screens).
 */
export function useCustomFields(entity: string, includeDisabled = false, level?: LibraryLevel) {
  return useQuery({
    queryKey: customFieldsKey(entity, includeDisabled, level),
    queryFn: () => customFieldApi.list(entity, includeDisabled, level),
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
