/**
 * Exact a − b of decimal strings with at most 4 decimals, through scaled BigInts (never JS floats);
 * '' when the result is not above zero (nothing left to deliver).
 */
export function remainingQuantity(a: string, b: string): string {
  const scaled = (v: string) => {
    const t = v.trim();
    const [i = '0', d = ''] = t.replace('-', '').split('.');
    const n = BigInt(i || '0') * 10000n + BigInt((d + '0000').slice(0, 4));
    return t.startsWith('-') ? -n : n;
  };
  const r = scaled(a) - scaled(b);
  if (r <= 0n) return '';
  const frac = (r % 10000n).toString().padStart(4, '0').replace(/0+$/, '');
  return `${r / 10000n}${frac ? `.${frac}` : ''}`;
}
