import { describe, expect, it } from 'vitest';
import { patchedSearch } from './search-patch';

describe('patchedSearch', () => {
  it('sets the patched keys and keeps the others', () => {
    expect(patchedSearch('?type=A&kw=x', { kw: 'y', page: '2' }).toString()).toBe('type=A&kw=y&page=2');
  });
  it("removes a key patched to null or ''", () => {
    expect(patchedSearch(new URLSearchParams('type=A&kw=x&page=3'), { kw: null, page: '' }).toString()).toBe('type=A');
  });
  it('leaves its input untouched', () => {
    const before = new URLSearchParams('type=A');
    patchedSearch(before, { type: 'B' });
    expect(before.toString()).toBe('type=A');
  });
});
