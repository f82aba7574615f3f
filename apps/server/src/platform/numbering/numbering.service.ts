import { billTypes, numberRuleSegments, type NumberRuleTarget } from '@gf/contracts';
import type { Db } from '../db/database.js';
import { invalid, notFound, type LocalText } from '../http/errors.js';
import type { Tenant } from '../tenancy/scope.js';
import { findNumberRule, listNumberRules, sampleAttributes } from './number-rule-registry.js';
import { dateParts, periodKey, renderNumber, type NumberSegment } from './number-rule.js';
import * as repo from './numbering.repository.js';

export const FACTORY_TIME_ZONE = process.env.FACTORY_TIME_ZONE ?? 'Asia/Shanghai';

const unknownKey: LocalText = { zh: '未登记的编号对象', en: 'no area numbers this bill type' };

/** A saved rule that still parses, else null (a rule saved by an older version falls back to the default). */
function parsedSegments(saved: unknown): NumberSegment[] | null {
  const parsed = numberRuleSegments.safeParse(saved);
  return parsed.success ? parsed.data : null;
}

/** The company's own rule, else the fallback given, else the registered default. */
export async function ruleSegments(
  db: Db,
  tenant: Tenant,
  billType: string,
  fallback?: NumberSegment[],
): Promise<NumberSegment[]> {
  const own = parsedSegments((await repo.findRule(db, tenant, billType))?.segments);
  if (own) return own;
  const def = fallback ?? findNumberRule(billType)?.segments;
  if (!def) throw new Error(`No numbering rule registered for "${billType}" (call registerNumberRule in its area)`);
  return def;
}

/**
 * Allocates the next number. Call it inside the transaction that saves the bill: the counter row is
 * incremented under its row lock, so parallel allocations never share a value, and a rolled-back bill gives
 * its number back (no gaps). Without `fallback` the key's registered default applies. `unitId` is the
 * allocating factory; rule and counter are its company's (ADR 0011), so every factory of a company follows the
 * same rule and draws distinct numbers.
 */
export async function allocateNumber(
  trx: Db,
  input: { unitId: string; billType: string; fallback?: NumberSegment[]; now?: Date; attributes?: Record<string, string> },
): Promise<string> {
  const tenant = await repo.tenantOfUnit(trx, input.unitId);
  const segments = await ruleSegments(trx, tenant, input.billType, input.fallback);
  const d = dateParts(input.now ?? new Date(), FACTORY_TIME_ZONE);
  const serial = await repo.bumpCounter(trx, tenant, input.billType, periodKey(segments, d));
  return renderNumber(segments, serial, d, input.attributes);
}

/** new/custom/rule/get: the company's own rule of a key (segments null: the default applies). */
export async function getOwnRule(db: Db, tenant: Tenant, billType: string) {
  return { billType, segments: parsedSegments((await repo.findRule(db, tenant, billType))?.segments) };
}

export async function saveNumberRule(db: Db, tenant: Tenant, billType: string, segments: NumberSegment[]): Promise<void> {
  await repo.upsertRule(db, tenant, billType, numberRuleSegments.parse(segments));
}

/** new/custom/rule/edit: only keys an area registered (a rule for anything else would never be used). */
export async function editNumberRule(
  db: Db,
  tenant: Tenant,
  billType: string,
  segments: NumberSegment[],
): Promise<NumberRuleTarget> {
  if (!findNumberRule(billType)) throw invalid('billType', unknownKey);
  await saveNumberRule(db, tenant, billType, segments);
  return getNumberRuleTarget(db, tenant, billType);
}

/** new/custom/rule/restore: drops the company's own rule so the registered default applies again. */
export async function restoreDefaultRule(db: Db, tenant: Tenant, billType: string): Promise<NumberRuleTarget> {
  const removed = await repo.deleteRule(db, tenant, billType);
  if (!removed && !findNumberRule(billType)) throw notFound({ zh: '编码规则', en: 'Numbering rule' });
  return getNumberRuleTarget(db, tenant, billType);
}

export async function getNumberRuleTarget(db: Db, tenant: Tenant, billType: string, now?: Date): Promise<NumberRuleTarget> {
  const list = await listNumberRuleTargets(db, tenant, now);
  const row = list.find((t) => t.billType === billType);
  if (!row) throw notFound({ zh: '编码规则', en: 'Numbering rule' });
  return row;
}

/**
 * new/custom/rule/list: every registered key with its default, the company's own rule and the next number today;
 * then rules saved under keys nothing registers (older data), so they can be seen and removed.
 */
export async function listNumberRuleTargets(db: Db, tenant: Tenant, now = new Date()): Promise<NumberRuleTarget[]> {
  const saved = await repo.listRules(db, tenant);
  const savedBy = new Map(saved.map((r) => [r.billType, r]));
  const d = dateParts(now, FACTORY_TIME_ZONE);
  const known = listNumberRules();
  const orphans = saved.filter((r) => !findNumberRule(r.billType) && parsedSegments(r.segments));
  const rows = [
    ...known.map((def) => ({ billType: def.billType, def, saved: savedBy.get(def.billType) })),
    ...orphans.map((r) => ({ billType: r.billType, def: undefined, saved: r })),
  ].map((r) => {
    const own = parsedSegments(r.saved?.segments);
    const active = (own ?? r.def?.segments)!;
    return { ...r, own, active, period: periodKey(active, d) };
  });
  const counters = await repo.peekCounters(
    db,
    tenant,
    rows.map((r) => ({ billType: r.billType, periodKey: r.period })),
  );
  return rows.map(({ billType, def, saved: s, own, active, period }) => {
    const label = (billTypes as Record<string, LocalText | undefined>)[billType];
    const last = counters.get(`${billType}\u0000${period}`) ?? 0;
    return {
      billType,
      kind: def?.kind ?? 'BILL',
      zh: def?.zh ?? label?.zh ?? billType,
      en: def?.en ?? label?.en ?? billType,
      isRegistered: Boolean(def),
      attributes: def?.attributes ?? [],
      defaultSegments: def?.segments ?? null,
      segments: own,
      updatedAt: s && own ? new Date(s.updatedAt).toISOString() : null,
      nextNumber: renderNumber(active, last + 1, d, sampleAttributes(def)),
    };
  });
}
