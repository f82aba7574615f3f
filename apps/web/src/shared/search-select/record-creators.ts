import type { SelectCreate } from './select-create';

/**
 * The records a select may create, each with its own form. Web areas never import each other, so each record's form
 * stays in its area and app/record-creators.tsx (like the route table) registers them here once at start; a form in
 * any area then asks for one by kind: `<SearchSelect create={recordCreate('supplier')} />`.
 */
export type RecordKind =
  | 'materialKind'
  | 'measureUnit'
  | 'color'
  | 'colorGroup'
  | 'sizeCategory'
  | 'supplier'
  | 'customer'
  | 'storehouse'
  | 'outsideFactory'
  | 'financeAccount';

const creators = new Map<RecordKind, SelectCreate>();

export function registerRecordCreators(table: Partial<Record<RecordKind, SelectCreate>>): void {
  for (const [kind, creator] of Object.entries(table) as [RecordKind, SelectCreate][]) creators.set(kind, creator);
}

/** The 新建 of a record kind for a select (undefined when nothing registered it, e.g. in a component test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names the record it expects
export function recordCreate<R = any>(
  kind: RecordKind,
  extra: Pick<SelectCreate<R>, 'onCreated' | 'label'> = {},
): SelectCreate<R> | undefined {
  const creator = creators.get(kind);
  return creator ? { ...creator, ...extra } : undefined;
}
