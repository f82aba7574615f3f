import { detailHref } from '@gf/contracts';
import { billTypeName } from '../../bill';

/** Source types of the journal that are not bill types, named here (they have no detail page yet). */
const otherSources: Record<string, { zh: string; en: string }> = {
  NEED_PAY_HEDGING: { zh: '应付应收对冲', en: 'Payable / receivable offset' },
};

/** The name of a statement line's source document type in the current language. */
export function sourceTypeName(type: string, language: string): string {
  const other = otherSources[type];
  if (other) return language === 'en' ? other.en : other.zh;
  return billTypeName(type, language);
}

/** The detail page a statement line's source document opens (null when the web has none for that type). */
export function sourceHref(type: string, id: string, no: string | null): string | null {
  return detailHref(type, { id, billNo: no });
}
