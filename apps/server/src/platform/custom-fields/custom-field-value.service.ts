import type { CustomFieldType, CustomFieldValueView, CustomFieldValuesInput } from '@gf/contracts';
import type { Db } from '../db/database.js';
import { AppError, Code, type FieldError, type Lang } from '../http/errors.js';
import { viewOf } from '../tenancy/library-level.js';
import type { Tenant } from '../tenancy/scope.js';
import { listFields } from './custom-field.repository.js';
import { readValues, removeValues, writeValues } from './custom-field-value.repository.js';
import { checkFieldValue, toValueView, type FieldRule, type NormalisedValue } from './custom-field-value.schema.js';

// The API other areas call: validate on save, store inside their transaction, load for many records. The fields
// are the company's and the factory's own (readableUnits); the values are always the factory's (unitId).

/** The result of validation: one entry per field the input named (value null = clear it). */
export interface CustomFieldValues {
  entity: string;
  values: { customFieldId: string; value: NormalisedValue | null }[];
}

async function fieldRules(db: Db, tenant: Tenant, entity: string, includeDisabled: boolean): Promise<FieldRule[]> {
  const defs = await listFields(db, viewOf(tenant, 'customField'), entity, { includeDisabled });
  return defs.map((d) => ({
    id: d.customFieldId,
    name: d.customFieldName,
    type: d.customFieldType as CustomFieldType,
    required: d.required && d.enabled,
    options: d.options.map((o) => ({ id: o.id, optionName: o.optionName })),
  }));
}

/**
 * Checks a form's custom-field values against the enabled definitions of the entity the factory reads (the
 * company's and its own).
 * `partial`: fields the input does not name are left alone (no required check for them).
 * Throws 40001 naming `customFields.<fieldId>` for every bad value; returns the normalised values.
 */
export async function validateCustomFieldValues(
  db: Db,
  tenant: Tenant,
  entity: string,
  input: CustomFieldValuesInput | null | undefined,
  opts: { lang?: Lang; partial?: boolean } = {},
): Promise<CustomFieldValues> {
  const lang = opts.lang ?? 'zh';
  const rules = await fieldRules(db, tenant, entity, false);
  const given = input ?? {};
  const errors: FieldError[] = [];
  const known = new Set(rules.map((r) => r.id));
  for (const id of Object.keys(given)) {
    if (!known.has(id)) errors.push({ field: `customFields.${id}`, message: lang === 'en' ? 'unknown field' : '字段不存在' });
  }
  const values: CustomFieldValues['values'] = [];
  for (const rule of rules) {
    if (!(rule.id in given) && opts.partial) continue;
    const check = checkFieldValue(rule, given[rule.id]);
    if ('error' in check)
      errors.push({ field: `customFields.${rule.id}`, message: lang === 'en' ? check.error.en : check.error.zh });
    else values.push({ customFieldId: rule.id, value: check.value });
  }
  if (errors.length) {
    const first = errors[0]!;
    const name = rules.find((r) => `customFields.${r.id}` === first.field)?.name ?? first.field;
    throw new AppError(Code.invalidInput, { zh: `${name}：${first.message}`, en: `${name}: ${first.message}` }, { errors });
  }
  return { entity, values };
}

/** Stores validated values for one record; call inside the caller's transaction with its `trx`. */
export async function saveCustomFieldValues(
  trx: Db,
  unitId: string,
  recordId: string,
  validated: CustomFieldValues,
): Promise<void> {
  await writeValues(trx, unitId, validated.entity, recordId, validated.values);
}

/** Removes every value of these records (when the records themselves are deleted for good). */
export async function deleteCustomFieldValues(trx: Db, unitId: string, entity: string, recordIds: string[]): Promise<void> {
  await removeValues(trx, unitId, entity, recordIds);
}

/**
 * Values of many records at once, for lists, details and exports: record id -> the record's values in
 * the fields' sort order (only fields that hold a value). Disabled fields' values are still shown.
 */
export async function loadCustomFieldValues(
  db: Db,
  tenant: Tenant,
  entity: string,
  recordIds: string[],
): Promise<Map<string, CustomFieldValueView[]>> {
  const out = new Map<string, CustomFieldValueView[]>();
  if (!recordIds.length) return out;
  const [rules, stored] = await Promise.all([
    fieldRules(db, tenant, entity, true),
    readValues(db, tenant.unitId, entity, recordIds),
  ]);
  const byRecord = new Map<string, Map<string, (typeof stored)[number]>>();
  for (const s of stored) {
    const m = byRecord.get(s.recordId) ?? new Map();
    m.set(s.customFieldId, s);
    byRecord.set(s.recordId, m);
  }
  for (const recordId of recordIds) {
    const mine = byRecord.get(recordId);
    const views: CustomFieldValueView[] = [];
    for (const rule of rules) {
      const s = mine?.get(rule.id);
      if (s) views.push(toValueView(rule, s));
    }
    out.set(recordId, views);
  }
  return out;
}
