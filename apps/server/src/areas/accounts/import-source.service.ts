import { Code, type ImportOffer } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listAccessibleUnits } from './account.repository.js';
import { findCompanyFactory } from './import-source.repository.js';

/**
 * Another factory of the session's company that the caller may enter, to copy records from (ADR 0011: factory
 * records are imported, never shared). `ctx` is the session seen in that factory: read its records with it, never
 * write with it (the permissions are the session factory's).
 */
export interface ImportSource {
  unitId: string;
  unitName: string;
  ctx: RequestContext;
}

const accountOf = (ctx: RequestContext) => ({ id: ctx.userId, kind: ctx.userKind, bossUnitId: ctx.bossUnitId });

/** The factories the caller may import from: those it may enter, but the session's own. */
export async function listImportSources(db: Db, ctx: RequestContext): Promise<{ id: string; name: string }[]> {
  return (await listAccessibleUnits(db, accountOf(ctx))).filter((u) => u.id !== ctx.unitId);
}

/**
 * The source factory, checked: not the session's own (40001), a factory of the same company (else 40402), one the
 * caller may enter (user_unit; a boss enters all: else 40302). Each refusal names `field`.
 */
export async function requireImportSource(
  db: Db,
  ctx: RequestContext,
  sourceUnitId: string,
  field = 'sourceUnitId',
): Promise<ImportSource> {
  if (sourceUnitId === ctx.unitId)
    throw invalid(field, { zh: '不能从本厂导入，请选择其他工厂', en: 'choose another factory than this one' });
  const factory = await findCompanyFactory(db, ctx.bossUnitId, sourceUnitId);
  if (!factory)
    throw new AppError(
      Code.notFound,
      { zh: '工厂不存在', en: 'Factory not found' },
      { errors: [{ field, message: 'not a factory of your company' }] },
    );
  const enterable = await listAccessibleUnits(db, accountOf(ctx));
  if (!enterable.some((u) => u.id === factory.id))
    throw new AppError(
      Code.wrongUnit,
      {
        zh: `您不属于「${factory.name}」，不能从该工厂导入`,
        en: `You do not belong to ${factory.name}; you cannot import from it`,
      },
      { errors: [{ field, message: 'not one of your factories' }] },
    );
  return { unitId: factory.id, unitName: factory.name, ctx: { ...ctx, unitId: factory.id } };
}

/**
 * The answer to a create whose name (or number) another factory of the company has (40901, nothing written): the
 * message asks whether to import it instead ("该客户在其他分厂已经存在，是否要导入本厂？"); `data.importFrom` lists
 * the records to import, `data.errors` names the field.
 */
export function importOffer(text: LocalText, importFrom: ImportOffer['importFrom'], field = 'name'): AppError {
  return new AppError(Code.duplicate, text, { errors: [{ field, message: text.en }], importFrom } satisfies ImportOffer & {
    errors: unknown[];
  });
}
