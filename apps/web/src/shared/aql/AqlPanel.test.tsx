import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/setup';
import { AqlPanel } from './AqlPanel';

afterEach(cleanup);

describe('AqlPanel', () => {
  it('proposes the plan of a lot of 1,200 at level II, AQL 2.5 and judges the sample', () => {
    render(<AqlPanel lotSize={1200} sampled={80} defects={5} />);
    expect(screen.getByTestId('aql-letter').textContent).toBe('J');
    expect(screen.getByTestId('aql-sample-size').textContent).toBe('80');
    expect(screen.getByTestId('aql-ac-re').textContent).toBe('5 / 6');
    expect(screen.getByTestId('aql-verdict').textContent).toMatch(/接收|accept/);
    expect(screen.queryByTestId('aql-sampled-short')).toBeNull();
  });

  it('rejects at Re, warns of a short sample and follows a typed lot size', () => {
    render(<AqlPanel lotSize={1200} sampled={50} defects={6} />);
    expect(screen.getByTestId('aql-verdict').textContent).toMatch(/拒收|reject/);
    expect(screen.getByTestId('aql-sampled-short')).toBeTruthy();
    const lot = screen.getByTestId('aql-lot').querySelector('input') ?? screen.getByRole('spinbutton');
    fireEvent.change(lot, { target: { value: '3000' } });
    expect(screen.getByTestId('aql-sample-size').textContent).toBe('125');
    expect(screen.getByTestId('aql-ac-re').textContent).toBe('7 / 8');
    expect(screen.getByTestId('aql-verdict').textContent).toMatch(/接收|accept/);
  });

  it('asks for a lot first and gives no verdict before anything is sampled', () => {
    render(<AqlPanel lotSize={0} sampled={0} defects={0} />);
    expect(screen.queryByTestId('aql-sample-size')).toBeNull();
    cleanup();
    render(<AqlPanel lotSize={500} sampled={0} defects={0} />);
    expect(screen.getByTestId('aql-sample-size').textContent).toBe('50');
    expect(screen.queryByTestId('aql-verdict')).toBeNull();
  });
});
