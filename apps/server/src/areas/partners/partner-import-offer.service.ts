import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { importOffer, listImportSources } from '../accounts/index.js';
import { namedInFactories, type PartnerTable } from './partner-import.repository.js';

const offers: Record<PartnerTable, LocalText> = {
  customer: {
    zh: '该客户在其他分厂已经存在，是否要导入本厂？',
    en: 'This customer already exists in another factory of the company. Import it into this factory?',
  },
  supplier: {
    zh: '该供应商在其他分厂已经存在，是否要导入本厂？',
    en: 'This supplier already exists in another factory of the company. Import it into this factory?',
  },
  outsideFactory: {
    zh: '该加工厂商在其他分厂已经存在，是否要导入本厂？',
    en: 'This processing factory already exists in another factory of the company. Import it into this factory?',
  },
};

/**
 * Creating a record whose name another factory of the company has (one the caller may enter) is answered with the
 * offer to import that record instead (40901, data.importFrom), nothing written. Called after the factory's own
 * duplicate check.
 */
export async function offerImportIfElsewhere(db: Db, ctx: RequestContext, table: PartnerTable, name: string): Promise<void> {
  const sources = await listImportSources(db, ctx);
  const found = await namedInFactories(
    db,
    table,
    sources.map((s) => s.id),
    name,
  );
  if (!found.length) return;
  const unitName = new Map(sources.map((s) => [s.id, s.name]));
  throw importOffer(
    offers[table],
    found.map((r) => ({ id: r.id, unitId: r.unitId, unitName: unitName.get(r.unitId) ?? '', name: r.name })),
  );
}
