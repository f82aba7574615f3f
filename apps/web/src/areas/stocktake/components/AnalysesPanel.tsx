import { dec, Dec, type StocktakeAnalysisRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stocktakeApi } from '../api/stocktake-api';
import '../locales/register';

const show = (v: string | null | undefined) => (v === null || v === undefined ? '' : (dec.tryParse(v) ?? v));
const money = (v: string | null | undefined) => (v === null || v === undefined ? '' : Dec.of(v).toFixed(2));

/** 差异分析: per SKU the book at the start, what moved since, the count, the difference and its value; 20 a page. */
export function AnalysesPanel({ checkId }: { checkId: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState('ALL');
  const [page, setPage] = useState({ no: 1, size: 20 });
  const f = (k: string) => t(`stocktake.field.${k}`);
  const query = useQuery({
    queryKey: ['stocktake-analyses', checkId, kind, page.no, page.size],
    queryFn: () => stocktakeApi.analyses(checkId, kind, page.no, page.size),
    retry: false,
  });
  const s = query.data?.summary;
  return (
    <>
      <Space style={{ marginBottom: 12 }} size="large" wrap>
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(String(v));
            setPage((p) => ({ ...p, no: 1 }));
          }}
          options={[
            { value: 'ALL', label: t('stocktake.detail.all') },
            { value: 'GAIN', label: t('stocktake.detail.gain') },
            { value: 'LOSS', label: t('stocktake.detail.loss') },
          ]}
        />
        {s && (
          <>
            <Typography.Text type="success" data-testid="stocktake-gain">
              {t('stocktake.detail.gainTotal', { q: show(s.gainQuantity), v: money(s.gainValue) })}
            </Typography.Text>
            <Typography.Text type="danger" data-testid="stocktake-loss">
              {t('stocktake.detail.lossTotal', { q: show(s.lossQuantity), v: money(s.lossValue) })}
            </Typography.Text>
            {s.uncounted > 0 && (
              <Typography.Text type="warning">{t('stocktake.detail.uncounted', { n: s.uncounted })}</Typography.Text>
            )}
          </>
        )}
      </Space>
      <Table<StocktakeAnalysisRow>
        rowKey="skuId"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.list ?? []}
        pagination={{
          current: page.no,
          pageSize: page.size,
          total: query.data?.totalCount ?? 0,
          onChange: (no, size) => setPage({ no, size }),
        }}
        columns={[
          { key: 'no', title: f('materialNo'), dataIndex: 'materialNo', width: 110 },
          { key: 'name', title: f('materialName'), dataIndex: 'materialName', width: 120, ellipsis: true },
          { key: 'color', title: f('color'), dataIndex: 'colorName', width: 90 },
          { key: 'spec', title: f('spec'), dataIndex: 'specNo', width: 70 },
          { key: 'unit', title: f('unit'), dataIndex: 'stockUnit', width: 50 },
          { key: 'book', title: f('book'), dataIndex: 'bookQuantity', align: 'right', width: 80, render: show },
          { key: 'moved', title: f('moved'), dataIndex: 'movedQuantity', align: 'right', width: 100, render: show },
          { key: 'current', title: f('current'), dataIndex: 'currentQuantity', align: 'right', width: 90, render: show },
          { key: 'counted', title: f('countedQty'), dataIndex: 'countedQuantity', align: 'right', width: 100, render: show },
          { key: 'diff', title: f('difference'), dataIndex: 'difference', align: 'right', width: 80, render: show },
          { key: 'cost', title: f('unitCost'), dataIndex: 'unitCost', align: 'right', width: 80, render: show },
          { key: 'value', title: f('diffValue'), dataIndex: 'differenceValue', align: 'right', width: 90, render: money },
        ]}
      />
    </>
  );
}
