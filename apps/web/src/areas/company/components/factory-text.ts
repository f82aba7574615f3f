/** 座机 as a factory user writes it: "0571-88886666", the number alone when there is no area code. */
export function landlineText(row: { areaCode: string | null; telephone: string | null }): string {
  if (!row.telephone) return '';
  return row.areaCode ? `${row.areaCode}-${row.telephone}` : row.telephone;
}
