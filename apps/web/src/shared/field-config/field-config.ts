import { materialFieldCatalogue, shownMaterialFields, type MaterialFieldDocument } from '@gf/contracts';

/**
 * The columns (or form items) a document shows under the factory's 字段配置: `fieldOf` names the field code of each
 * configurable one (others always stay); `shownCodes` is the server's fieldConfigList, null while unknown (all shown).
 */
export function keepShownFields<C extends { key: string }>(
  document: MaterialFieldDocument,
  shownCodes: readonly string[] | null,
  columns: readonly C[],
  fieldOf: Readonly<Record<string, string>>,
): C[] {
  const known = new Set(materialFieldCatalogue[document].map((d) => d.code));
  const shown = new Set(shownCodes ?? shownMaterialFields(document, null));
  return columns.filter((c) => {
    const field = fieldOf[c.key];
    return field === undefined || !known.has(field) || shown.has(field);
  });
}
