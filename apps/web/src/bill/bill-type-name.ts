import { billActionLabels, billTypes, type BillActionCode, type BillTypeInfo } from '@gf/contracts';

/** The name of a bill type in the current language; the server's name when the table lacks it. */
export function billTypeName(billType: string, language: string, serverName?: string | null): string {
  const info = (billTypes as Record<string, BillTypeInfo>)[billType];
  if (info) return language === 'en' ? info.en : info.zh;
  return serverName || billType;
}

/** The text of a history action (SUBMIT, PASS, ...) in the current language. */
export function billActionText(action: string, language: string, serverText?: string | null): string {
  const label = (billActionLabels as Record<string, { zh: string; en: string }>)[action as BillActionCode];
  if (label) return language === 'en' ? label.en : label.zh;
  return serverText || action;
}
