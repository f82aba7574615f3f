/**
 * Unique codes (唯一码): one per cut piece. A code is `W` and the company's serial, 9 digits (more when it grows past
 * them), so codes are unique across the company's factories and read apart from bundle tickets (工单号-床次-序号).
 */
export const WYM_PREFIX = 'W';

export function wymCode(serial: number): string {
  return `${WYM_PREFIX}${String(serial).padStart(9, '0')}`;
}

/** The serial of a code written by `wymCode`, or null for anything else. */
export function wymSerial(code: string): number | null {
  const m = /^W(\d{9,15})$/.exec(code.trim().toUpperCase());
  return m ? Number(m[1]) : null;
}

export interface PieceCount {
  goodsSkuId: string;
  num: number;
}

export interface PlannedCode {
  /** 本次序号: 1.. in the lay, in the order of the lines. */
  seq: number;
  serial: number;
  code: string;
  goodsSkuId: string;
}

/** The codes of a cut: each line's pieces in turn, numbered from `firstSerial`. The preview and the save use it. */
export function planCodes(lines: PieceCount[], firstSerial: number): PlannedCode[] {
  const out: PlannedCode[] = [];
  for (const line of lines)
    for (let i = 0; i < line.num; i += 1) {
      const serial = firstSerial + out.length;
      out.push({ seq: out.length + 1, serial, code: wymCode(serial), goodsSkuId: line.goodsSkuId });
    }
  return out;
}

/**
 * What a preview promised, in one string: the lay, the lines in order and the first code. The save sends it back and
 * is refused when the cut it sends (or the next free code) is not what was previewed.
 */
export function previewToken(lathe: string, lines: PieceCount[], firstSerial: number): string {
  return [lathe.trim(), firstSerial, ...lines.map((l) => `${l.goodsSkuId}x${l.num}`)].join('|');
}
