import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import * as repo from './measure-unit.repository.js';

export type UnitsImport =
  { ok: true; units: Map<string, { id: string; name: string }>; created: string[] } | { ok: false; reason: LocalText };

/**
 * Units of another factory of the company (a material imported from it) as units of the target's dictionary, inside
 * the caller's transaction: matched by name (ignoring case), created when missing with the same piece flag, remark
 * and base conversion (when the target has the base unit by name and it converts to nothing itself). A matching unit
 * disabled in the target writes nothing and answers the reason (the caller skips the record). Answers source id ->
 * target unit.
 */
export async function importMeasureUnits(
  trx: Db,
  source: Tenant,
  target: RequestContext,
  ids: readonly string[],
): Promise<UnitsImport> {
  const wanted = [...new Set(ids)];
  const sources = await repo.findUnitsByIds(trx, readableUnits(source, 'measureUnit')[0]!, wanted);
  const owner = owningUnit(target, 'measureUnit');
  const here = new Map(
    (
      await repo.findUnitsByNames(
        trx,
        owner,
        sources.map((s) => s.name),
      )
    ).map((u) => [u.name.toLowerCase(), u]),
  );
  for (const s of sources) {
    const match = here.get(s.name.toLowerCase());
    if (match?.isDisabled)
      return {
        ok: false,
        reason: { zh: `单位「${match.name}」在本厂已停用`, en: `the unit ${match.name} is disabled in this factory` },
      };
  }
  const out = new Map<string, { id: string; name: string }>();
  const created: string[] = [];
  for (const s of sources) {
    const match = here.get(s.name.toLowerCase());
    if (match) {
      out.set(s.id, { id: match.id, name: match.name });
      continue;
    }
    const base = s.baseUnitName ? (await repo.findUnitsByNames(trx, owner, [s.baseUnitName]))[0] : undefined;
    const convertsToBase = Boolean(base && !base.baseUnitId && s.baseRatio);
    const id = await repo.insertUnit(trx, owner, {
      name: s.name,
      isPiece: s.isPiece,
      baseUnitId: convertsToBase ? base!.id : null,
      baseRatio: convertsToBase ? s.baseRatio : null,
      remark: s.remark,
    });
    const record = { id, name: s.name };
    out.set(s.id, record);
    here.set(s.name.toLowerCase(), { ...s, id, baseUnitId: null, isDisabled: false });
    created.push(s.name);
  }
  return { ok: true, units: out, created };
}
