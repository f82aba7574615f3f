import type { BundleTicket } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { CodeLabel, type LabelField } from '../../../shared/print/CodeLabel';
import type { PaperSize } from '../../../shared/print/print-layout';

/**
 * One bundle ticket (扎号票): the ticket number as a Code 128 bar code with its text, then the fields a sewer reads
 * (mission, style, colour, size, quantity, lay, bundle, cut-piece group). Sized in millimetres for the label.
 */
export function TicketLabel({ ticket, size }: { ticket: BundleTicket; size: PaperSize }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`cutting.print.${k}`);
  const fields: LabelField[] = [
    { label: p('mission'), value: ticket.missionNo, wide: true },
    { label: p('style'), value: ticket.styleNo, wide: true },
    { label: p('color'), value: ticket.colorName },
    { label: p('size'), value: ticket.sizeName },
    { label: p('num'), value: ticket.num },
    { label: `${p('lathe')}/${p('bundle')}`, value: `${ticket.lathe} / ${ticket.seq}` },
    ...(ticket.groupName ? [{ label: p('group'), value: ticket.groupName }] : []),
  ];
  return (
    <CodeLabel
      code={ticket.ticketNo}
      size={size}
      fields={fields}
      barcodeShare={0.38}
      testId="bundle-ticket"
      className="gf-ticket"
      style={{
        width: `${size.widthMm}mm`,
        height: `${size.heightMm}mm`,
        boxSizing: 'border-box',
        border: '0.2mm dashed #bbb',
        overflow: 'hidden',
        background: '#fff',
      }}
    />
  );
}
