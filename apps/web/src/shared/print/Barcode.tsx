import './print.css';
import { useEffect, useState, type CSSProperties } from 'react';
import type { BarcodeType } from './barcode-render';

export type { BarcodeType };

export interface BarcodeProps {
  value: string;
  type?: BarcodeType;
  /** Prints the value under a Code 128 bar code (default true; QR codes never carry text). */
  showText?: boolean;
  /** Size of the box the code fills, in millimetres (the SVG keeps its proportions inside it); Code 128 defaults to
   * 50 × 12 mm, QR to 20 × 20 mm. */
  widthMm?: number;
  heightMm?: number;
  className?: string;
}

type Rendered = { key: string; svg: string } | { key: string; error: true };

/**
 * `<Barcode value="M-2026-0001" />`: a scannable Code 128 (or `type="qrcode"`) drawn by bwip-js as SVG. The encoder
 * is imported on first use, so a page that shows a barcode does not put bwip-js into the first screen's bundle.
 * A value the symbology cannot hold shows as plain text with a dashed border (data-testid barcode-error).
 */
export function Barcode({ value, type = 'code128', showText = true, widthMm, heightMm, className }: BarcodeProps) {
  const key = `${type}\u0000${showText}\u0000${value}`;
  const [rendered, setRendered] = useState<Rendered | null>(null);
  useEffect(() => {
    let live = true;
    void import('./barcode-render')
      .then(({ renderBarcodeSvg }) => renderBarcodeSvg(value, type, showText))
      .then(
        (svg) => live && setRendered({ key, svg }),
        () => live && setRendered({ key, error: true }),
      );
    return () => {
      live = false;
    };
  }, [key, value, type, showText]);
  const style: CSSProperties = {
    display: 'inline-block',
    width: `${widthMm ?? (type === 'qrcode' ? 20 : 50)}mm`,
    height: `${heightMm ?? (type === 'qrcode' ? 20 : 12)}mm`,
    lineHeight: 0,
  };
  const current = rendered?.key === key ? rendered : null;
  if (current && 'error' in current)
    return (
      <span
        className={className}
        style={{ ...style, lineHeight: 'normal', border: '1px dashed #999' }}
        data-testid="barcode-error"
      >
        {value}
      </span>
    );
  return (
    <span
      className={`gf-barcode ${className ?? ''}`}
      style={style}
      role="img"
      aria-label={value}
      data-testid="barcode"
      data-barcode-value={value}
      data-barcode-type={type}
      // bwip-js draws the symbol as paths from the value's encoding; no text of the value is inserted as markup
      dangerouslySetInnerHTML={current ? { __html: current.svg } : undefined}
    />
  );
}
