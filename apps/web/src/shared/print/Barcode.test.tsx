import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Barcode } from './Barcode';

afterEach(cleanup);

describe('Barcode', () => {
  it('draws a Code 128 symbol as SVG in a box of the given size', async () => {
    render(<Barcode value="MS-20261125-001" widthMm={40} heightMm={10} />);
    const box = screen.getByTestId('barcode');
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    expect(box.getAttribute('data-barcode-value')).toBe('MS-20261125-001');
    expect(box.style.width).toBe('40mm');
    expect(box.querySelectorAll('svg path').length).toBeGreaterThan(1);
  });

  it('draws a QR code, square by default', async () => {
    render(<Barcode value="https://example.com/m/1" type="qrcode" />);
    const box = screen.getByTestId('barcode');
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    expect(box.style.width).toBe('20mm');
    expect(box.style.height).toBe('20mm');
  });

  it('shows the value as text when the symbology cannot hold it', async () => {
    render(<Barcode value="" />);
    expect(await screen.findByTestId('barcode-error')).toBeTruthy();
  });
});
