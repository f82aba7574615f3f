import type { BundleTicket } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { Barcode } from '../../../shared/print/Barcode';
import type { PaperSize } from '../../../shared/print/print-layout';

/**
 * One bundle ticket (扎号票): the ticket number as a Code 128 bar code with its text, then the fields a sewer reads
 * (mission, style, colour, size, quantity, lay, bundle, cut-piece group). Sized in millimetres for the label.
 */
export function TicketLabel({ ticket, size }: { ticket: BundleTicket; size: PaperSize }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`cutting.print.${k}`);
  const big = size.heightMm >= 60;
  const row = (label: string, value: string | number | null, wide = false) => (
    <div style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', gridColumn: wide ? '1 / -1' : undefined }}>
      <span style={{ color: '#555' }}>{label} </span>
      <b>{value ?? ''}</b>
    </div>
  );
  return (
    <div
      className="gf-ticket"
      data-testid="bundle-ticket"
      style={{
        width: `${size.widthMm}mm`,
        height: `${size.heightMm}mm`,
        boxSizing: 'border-box',
        padding: '1.5mm 2mm',
        border: '0.2mm dashed #bbb',
        overflow: 'hidden',
        fontSize: big ? '3.6mm' : '2.6mm',
        lineHeight: 1.25,
        background: '#fff',
        color: '#000',
      }}
    >
      <div style={{ textAlign: 'center' }}>
        <Barcode value={ticket.ticketNo} widthMm={size.widthMm - 6} heightMm={size.heightMm * 0.38} />
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '2mm', marginTop: '0.8mm' }}>
        {row(p('mission'), ticket.missionNo, true)}
        {row(p('style'), ticket.styleNo, true)}
        {row(p('color'), ticket.colorName)}
        {row(p('size'), ticket.sizeName)}
        {row(p('num'), ticket.num)}
        {row(`${p('lathe')}/${p('bundle')}`, `${ticket.lathe} / ${ticket.seq}`)}
        {ticket.groupName && row(p('group'), ticket.groupName)}
      </div>
    </div>
  );
}
