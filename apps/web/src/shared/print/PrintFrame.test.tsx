import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintFrame } from './PrintFrame';

afterEach(cleanup);

const items = ['B-001', 'B-002'];
const frame = (defaultFormat?: string) => (
  <PrintFrame items={items} itemKey={(i) => i} renderLabel={(i) => <b>{i}</b>} defaultFormat={defaultFormat} />
);

describe('PrintFrame', () => {
  it('prints one label per page on a roll and sizes @page as the label', () => {
    const { container } = render(frame('60x40'));
    expect(screen.getAllByTestId('print-page')).toHaveLength(2);
    expect(container.querySelector('style')?.textContent).toContain('size: 60mm 40mm');
  });

  it('repeats each label by the copies typed, capped at 100, and fills A4 sheets', () => {
    const { container } = render(frame('a4-60x40'));
    const copies = screen.getByRole('spinbutton');
    fireEvent.change(copies, { target: { value: '10' } });
    // 20 labels, 18 per A4 sheet of 60×40
    expect(screen.getAllByTestId('print-page').map((p) => p.children.length)).toEqual([18, 2]);
    expect(screen.getAllByText('B-001')).toHaveLength(10);
    expect(container.querySelector('style')?.textContent).toContain('size: A4 portrait');
    // antd's box clamps an out-of-range number when it loses focus
    fireEvent.change(copies, { target: { value: '500' } });
    fireEvent.blur(copies);
    expect(screen.getAllByText('B-002')).toHaveLength(100);
  });

  it('shows an empty state and no print for no items', () => {
    render(<PrintFrame items={[]} itemKey={(i: string) => i} renderLabel={(i) => i} />);
    expect(screen.queryByTestId('print-pages')).toBeNull();
    expect(screen.getByTestId('print-go').hasAttribute('disabled')).toBe(true);
  });
});
