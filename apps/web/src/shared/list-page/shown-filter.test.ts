import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answering, useShownFilter } from './shown-filter';

const q = (keyword: string, pageNo = 1) => ({ keyword, filters: {}, pageNo, pageSize: 20 });

describe('useShownFilter', () => {
  it('clears the selection when the shown page answers another filter, not for another page of the same one', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useShownFilter((f) => ({ code: f.keyword || undefined }), onChange));
    result.current.see(answering(q(''), { list: [], totalCount: 6 }));
    expect(onChange).not.toHaveBeenCalled();
    result.current.see(answering(q('M1'), { list: [], totalCount: 6 }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(result.current.body()).toEqual({ code: 'M1' });
    result.current.see(answering(q('M1', 2), { list: [], totalCount: 6 }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
