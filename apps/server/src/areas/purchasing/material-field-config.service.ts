import {
  MATERIAL_FIELD_GROUPS,
  materialFieldCatalogue,
  materialFieldGroupNames,
  shownMaterialFields,
  type MaterialFieldConfigView,
  type MaterialFieldDocument,
  type MaterialFieldUpdate,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findFieldConfig, saveFieldConfig } from './material-field-config.repository.js';

/** 字段配置 of one document: the catalogue in groups, the fixed fields and the fields shown now. */
export async function getFieldConfig(
  db: Db,
  ctx: RequestContext,
  document: MaterialFieldDocument,
): Promise<MaterialFieldConfigView> {
  const saved = await findFieldConfig(db, ctx.unitId, document);
  const catalogue = materialFieldCatalogue[document];
  return {
    targetType: document,
    fieldConfigModuleList: MATERIAL_FIELD_GROUPS.map((group) => ({
      code: group,
      name: materialFieldGroupNames[group][ctx.lang],
      fields: catalogue
        .filter((d) => d.group === group)
        .map((d) => ({ code: d.code, name: d[ctx.lang], fixed: Boolean(d.fixed) })),
    })).filter((g) => g.fields.length > 0),
    defaultConfigList: catalogue.filter((d) => d.fixed).map((d) => d.code),
    fieldConfigList: shownMaterialFields(document, saved),
    configured: saved !== null,
  };
}

/** Saves the fields a document shows; fixed fields are always kept (in catalogue order). */
export async function updateFieldConfig(
  db: Db,
  ctx: RequestContext,
  input: MaterialFieldUpdate,
): Promise<MaterialFieldConfigView> {
  const chosen = new Set(input.fieldConfigList);
  const fields = materialFieldCatalogue[input.code].filter((d) => d.fixed || chosen.has(d.code)).map((d) => d.code);
  await saveFieldConfig(db, ctx.unitId, ctx.userId, input.code, fields);
  return getFieldConfig(db, ctx, input.code);
}
