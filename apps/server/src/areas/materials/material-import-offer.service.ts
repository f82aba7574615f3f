import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { importOffer, listImportSources } from '../accounts/index.js';
import { materialsNumbered } from './material-import.repository.js';

/**
 * Creating a material whose number another factory of the company (one the caller may enter) has is answered with
 * the offer to import that material instead (40901 naming `no`, data.importFrom), nothing written. A blank number
 * (generated) offers nothing.
 */
export async function offerMaterialImportIfElsewhere(db: Db, ctx: RequestContext, no: string | null): Promise<void> {
  if (!no) return;
  const sources = await listImportSources(db, ctx);
  const found = await materialsNumbered(
    db,
    sources.map((s) => s.id),
    [no],
  );
  if (!found.length) return;
  const unitName = new Map(sources.map((s) => [s.id, s.name]));
  throw importOffer(
    {
      zh: '该物料在其他分厂已经存在，是否要导入本厂？',
      en: 'This material already exists in another factory of the company. Import it into this factory?',
    },
    found.map((m) => ({ id: m.id, unitId: m.unitId, unitName: unitName.get(m.unitId) ?? '', name: `${m.no} ${m.name}` })),
    'no',
  );
}
