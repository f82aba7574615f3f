import type { CSSProperties, ReactNode } from 'react';
import { Barcode } from './Barcode';
import type { PaperSize } from './print-layout';

/** One field of a code label: its name in grey, its value in bold; `wide` spans both columns. */
export interface LabelField {
  label: string;
  value: string | number | null;
  wide?: boolean;
}

export interface CodeLabelProps {
  /** The code printed as a Code 128 bar code with its text. */
  code: string;
  size: PaperSize;
  fields: LabelField[];
  /** Share of the label's height the bar code takes. */
  barcodeShare?: number;
  testId?: string;
  className?: string;
  /** Extra style of the label's box (a ticket's border and fixed size, say). */
  style?: CSSProperties;
}

/**
 * A label sized in millimetres: the bar code on top, then two columns of fields (bundle tickets, unique-code labels).
 * Larger text on labels 60 mm high or more.
 */
export function CodeLabel({ code, size, fields, barcodeShare = 0.4, testId, className, style }: CodeLabelProps): ReactNode {
  const big = size.heightMm >= 60;
  return (
    <div
      className={className}
      data-testid={testId}
      style={{ padding: '1.5mm 2mm', fontSize: big ? '3.6mm' : '2.6mm', lineHeight: 1.25, color: '#000', ...style }}
    >
      <div style={{ textAlign: 'center' }}>
        <Barcode value={code} widthMm={size.widthMm - 6} heightMm={size.heightMm * barcodeShare} />
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '2mm', marginTop: '0.8mm' }}>
        {fields.map((f) => (
          <div
            key={f.label}
            style={{
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              gridColumn: f.wide ? '1 / -1' : undefined,
            }}
          >
            <span style={{ color: '#555' }}>{f.label} </span>
            <b>{f.value ?? ''}</b>
          </div>
        ))}
      </div>
    </div>
  );
}
