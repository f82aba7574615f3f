import { NODE_TYPES } from '@gf/contracts';
import { currentLanguage } from '../../../shared/i18n';

/** A node type's name in the interface's language (数量型 / Quantity). */
export function typeName(code: string): string {
  const type = NODE_TYPES.find((x) => x.code === code);
  if (!type) return code;
  return currentLanguage() === 'en' ? type.en : type.zh;
}
