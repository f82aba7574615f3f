import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLotsFollowStorehouse } from './LotCells';

describe('useLotsFollowStorehouse', () => {
  it('clears the chosen lots when the storehouse changes, not when it is first filled in or stays', () => {
    const clear = vi.fn();
    const { rerender } = renderHook(({ id }: { id: string | undefined }) => useLotsFollowStorehouse(id, clear), {
      initialProps: { id: undefined as string | undefined },
    });
    rerender({ id: '1' });
    rerender({ id: '1' });
    expect(clear).not.toHaveBeenCalled();
    rerender({ id: '2' });
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
