import type { WymRow } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { Barcode } from '../../../shared/print/Barcode';
import type { PaperSize } from '../../../shared/print/print-layout';
import '../locales/register';

/** One piece's label: the code as a Code 128 bar code with its text, then mission, style, colour, size, lay and seq. */
export function WymLabel({ row, size }: { row: WymRow; size: PaperSize }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`uniqueCodes.label.${k}`);
  const big = size.heightMm >= 60;
  const field = (label: string, value: string | number | null, wide = false) => (
    <div style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', gridColumn: wide ? '1 / -1' : undefined }}>
      <span style={{ color: '#555' }}>{label} </span>
      <b>{value ?? ''}</b>
    </div>
  );
  return (
    <div
      data-testid="wym-label"
      style={{ padding: '1.5mm 2mm', fontSize: big ? '3.6mm' : '2.6mm', lineHeight: 1.25, color: '#000' }}
    >
      <div style={{ textAlign: 'center' }}>
        <Barcode value={row.code} widthMm={size.widthMm - 6} heightMm={size.heightMm * 0.4} />
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '2mm', marginTop: '0.8mm' }}>
        {field(p('mission'), row.missionNo, true)}
        {field(p('style'), row.styleNo, true)}
        {field(p('color'), row.colorName)}
        {field(p('size'), row.sizeName)}
        {field(p('lathe'), row.lathe)}
        {field(p('seq'), row.seq)}
      </div>
    </div>
  );
}
