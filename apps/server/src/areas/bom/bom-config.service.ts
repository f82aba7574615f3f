import { BOM_COLUMNS, type BomConfigView } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './bom-config.repository.js';

const defaults = BOM_COLUMNS.filter((c) => c.isDefault || c.isRequired).map((c) => c.key);

/** The shown keys in the catalogue's order, the required ones always among them. */
function normalise(keys: readonly string[]): string[] {
  return BOM_COLUMNS.filter((c) => c.isRequired || keys.includes(c.key)).map((c) => c.key);
}

function view(lang: 'zh' | 'en', configs: string[]): BomConfigView {
  return {
    fields: BOM_COLUMNS.map((c) => ({ key: c.key, name: pick(c, lang), isRequired: c.isRequired, isDefault: c.isDefault })),
    configs,
  };
}

/** getCommonBomConfig: the factory's choice, or the defaults until it saves one. */
export async function getBomConfig(db: Db, ctx: RequestContext): Promise<BomConfigView> {
  const saved = await repo.findColumnConfig(db, ctx);
  return view(ctx.lang, saved ? normalise(saved) : defaults);
}

/** getCommonBomDefaultConfig: the catalogue's defaults (恢复默认). */
export function getBomDefaultConfig(ctx: RequestContext): BomConfigView {
  return view(ctx.lang, defaults);
}

/** updateCommonBomConfig: the columns to show; required ones are kept whatever is sent. */
export async function updateBomConfig(db: Db, ctx: RequestContext, fieldIds: string[]): Promise<BomConfigView> {
  const keys = normalise(fieldIds);
  await repo.saveColumnConfig(db, ctx, keys);
  return view(ctx.lang, keys);
}
