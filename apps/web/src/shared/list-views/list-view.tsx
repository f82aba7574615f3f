import { Segmented } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export type ListView = 'bills' | 'lines';

/**
 * 单据 / 明细: a bill list shows bills or one row per bill line, kept in the URL (?view=lines). Each view has its own
 * filters and columns, so switching keeps the keyword (it means the same in both) and starts the other view's filters
 * and page afresh.
 */
export function useListView(): [ListView, (next: ListView) => void] {
  const [search, setSearch] = useSearchParams();
  const view: ListView = search.get('view') === 'lines' ? 'lines' : 'bills';
  const change = useCallback(
    (next: ListView) => {
      const keyword = new URLSearchParams(window.location.search).get('kw');
      setSearch({ ...(next === 'lines' ? { view: 'lines' } : {}), ...(keyword ? { kw: keyword } : {}) }, { replace: true });
    },
    [setSearch],
  );
  return [view, change];
}

export function ListViewSwitch({ value, onChange }: { value: ListView; onChange: (next: ListView) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<ListView>
      value={value}
      onChange={onChange}
      options={[
        { value: 'bills', label: t('listViews.bills') },
        { value: 'lines', label: t('listViews.lines') },
      ]}
      data-testid="list-view-switch"
    />
  );
}
