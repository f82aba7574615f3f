import { describe, expect, it } from 'vitest';
import { applyColumnSettings } from './column-settings';
import { parseListState, writeListState } from './list-state';

describe('list state in the URL', () => {
  it('round-trips page, keyword and filters and leaves defaults out', () => {
    const written = writeListState(
      new URLSearchParams('other=1'),
      { pageNo: 3, pageSize: 20, keyword: '布', filters: { statuses: [1, 3], empty: [] } },
      20,
    );
    expect(written.get('other')).toBe('1');
    expect(written.get('size')).toBeNull();
    expect(parseListState(written, 20)).toEqual({ pageNo: 3, pageSize: 20, keyword: '布', filters: { statuses: [1, 3] } });
  });

  it('falls back to defaults on junk', () => {
    expect(parseListState(new URLSearchParams('page=x&f=%7Bbad'), 20)).toEqual({
      pageNo: 1,
      pageSize: 20,
      keyword: '',
      filters: {},
    });
  });
});

describe('column settings', () => {
  it('uses the defaults when nothing is saved (or the call failed)', () => {
    expect(applyColumnSettings(['a', 'b'], null)).toEqual([
      { key: 'a', visible: true },
      { key: 'b', visible: true },
    ]);
  });

  it('keeps the saved order and visibility, drops unknown keys and appends new columns', () => {
    expect(
      applyColumnSettings(
        ['a', 'b', 'c'],
        [
          { key: 'b', visible: false },
          { key: 'gone', visible: true },
          { key: 'a', visible: true },
        ],
      ),
    ).toEqual([
      { key: 'b', visible: false },
      { key: 'a', visible: true },
      { key: 'c', visible: true },
    ]);
  });
});
