import { code128, drawingSVG, qrcode } from 'bwip-js/browser';

/** The symbologies the factory's scanners read: Code 128 on tickets and cards, QR where a phone scans. */
export type BarcodeType = 'code128' | 'qrcode';

/**
 * The barcode as an SVG document (vector: sharp at any printer resolution). Loaded lazily by Barcode.tsx: bwip-js is
 * a large library and only print pages need it. Named imports keep only the two encoders in the chunk.
 * Throws when the value cannot be encoded (e.g. Chinese characters in Code 128).
 */
export function renderBarcodeSvg(value: string, type: BarcodeType, showText: boolean): string {
  const options = { bcid: type, text: value, scale: 2 };
  if (type === 'qrcode') return qrcode(options, drawingSVG()); // error correction M, bwip-js's default
  return code128({ ...options, height: 10, includetext: showText, textxalign: 'center' }, drawingSVG());
}
