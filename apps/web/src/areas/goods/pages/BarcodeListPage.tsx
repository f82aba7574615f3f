import { BarcodeOutlined } from '@ant-design/icons';
import type { BarcodeRow } from '@gf/contracts';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportDialog } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import {
  ListPage,
  useListRefresh,
  useRowConfirm,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { colorLoader, goodsApi, sizeLoader, styleLoader } from '../api/goods-api';
import { BarcodeAssignDialog, BarcodeEditDialog, BarcodeGenerateDialog } from '../components/BarcodeDialogs';
import '../locales/register';

const listKey = 'goods-barcodes';
const PERMISSION = 'company.goodsBarcode.manage';
const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : undefined);
const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);

function fetchBarcodes(q: ListQuery) {
  return goodsApi.barcodePage({
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    styleId: ids(q.filters.style)?.[0],
    colorIds: ids(q.filters.colors),
    sizeIds: ids(q.filters.sizes),
    barcode: typeof q.filters.barcode === 'string' ? q.filters.barcode : undefined,
    isAssigned: flag(q.filters.isAssigned),
    hasGbcode: flag(q.filters.hasGbcode),
  });
}

/**
 * 货品条码管理 (/goodsBarCodeManagement, company menu, reference 04 section 4): the company's barcodes (unique in the
 * company) of this factory's SKUs, and the company's free ones.
 */
export function BarcodeListPage() {
  const { t } = useTranslation();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [selected, setSelected] = useState<BarcodeRow[]>([]);
  const [editing, setEditing] = useState<BarcodeRow | null>(null);
  const [assigning, setAssigning] = useState<BarcodeRow | null>(null);
  const [generating, setGenerating] = useState(false);
  const [importing, setImporting] = useState(false);
  const b = (k: string) => t(`goods.barcode.${k}`);
  const done = () => {
    setEditing(null);
    setAssigning(null);
    setGenerating(false);
    void refresh();
  };
  const removeRows = (rows: BarcodeRow[]) =>
    confirm({
      permission: PERMISSION,
      title: b('batchDelete'),
      content: t('goods.barcode.deleteConfirm', { count: rows.length }),
      isDelete: true,
      run: async () => {
        await goodsApi.deleteBarcodes(rows.map((r) => r.id));
        setSelected([]);
      },
      successMessage: t('goods.barcode.deleted', { count: rows.length }),
    });

  const columns: ListColumn<BarcodeRow>[] = [
    {
      key: 'styleNo',
      title: b('styleNo'),
      dataIndex: 'styleNo',
      render: (v: string | null, r) =>
        v && r.styleId ? <Link to={`/baseGoodsInfo?id=${encodeURIComponent(r.styleId)}`}>{v}</Link> : null,
    },
    { key: 'styleName', title: b('styleName'), dataIndex: 'styleName' },
    { key: 'colorName', title: b('color'), dataIndex: 'colorName' },
    { key: 'sizeName', title: b('size'), dataIndex: 'sizeName' },
    { key: 'standardName', title: b('standard'), dataIndex: 'standardName' },
    { key: 'barcode', title: b('barcode'), dataIndex: 'barcode', locked: true },
    { key: 'gbcode', title: b('gbcode'), dataIndex: 'gbcode' },
    { key: 'createdAt', title: b('createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size="small">
          <GuardedButton type="link" size="small" permission={PERMISSION} onClick={() => setEditing(r)}>
            {b('edit')}
          </GuardedButton>
          <GuardedButton type="link" size="small" permission={PERMISSION} onClick={() => setAssigning(r)}>
            {b('assign')}
          </GuardedButton>
          {r.skuId ? (
            <GuardedButton
              type="link"
              size="small"
              permission={PERMISSION}
              onClick={() =>
                confirm({
                  permission: PERMISSION,
                  title: b('unassign'),
                  content: `${r.barcode}: ${[r.styleNo, r.colorName, r.sizeName, r.standardName].filter(Boolean).join(' / ')}`,
                  run: () => goodsApi.assignBarcode(r.id, null),
                  successMessage: t('common.success'),
                })
              }
            >
              {b('unassign')}
            </GuardedButton>
          ) : null}
          <GuardedButton type="link" size="small" danger permission={PERMISSION} onClick={() => removeRows([r])}>
            {t('common.delete')}
          </GuardedButton>
        </Space>
      ),
    },
  ];
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  const filters: FilterField[] = [
    { name: 'style', label: b('style'), type: 'searchSelect', loader: styleLoader, single: true },
    { name: 'colors', label: b('color'), type: 'searchSelect', loader: colorLoader },
    { name: 'sizes', label: b('size'), type: 'searchSelect', loader: sizeLoader },
    { name: 'barcode', label: b('barcode'), type: 'text' },
    { name: 'isAssigned', label: b('assigned'), type: 'select', single: true, options: yesNo(b('assignedYes'), b('assignedNo')) },
    { name: 'hasGbcode', label: b('hasGbcode'), type: 'select', single: true, options: yesNo(b('hasYes'), b('hasNo')) },
  ];

  return (
    <>
      <ListPage<BarcodeRow>
        listKey={listKey}
        title={t('goods.menu.barcode')}
        searchPlaceholder={b('search')}
        summary={<Typography.Text type="secondary">{b('companyHint')}</Typography.Text>}
        columns={columns}
        fetchPage={fetchBarcodes}
        filters={filters}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_, rows) => setSelected(rows) }}
        extra={
          <Space>
            <GuardedButton permission={PERMISSION} danger disabled={!selected.length} onClick={() => removeRows(selected)}>
              {b('batchDelete')}
            </GuardedButton>
            <GuardedButton permission={PERMISSION} onClick={() => setImporting(true)} data-testid="barcode-import">
              {b('import')}
            </GuardedButton>
            <GuardedButton type="primary" icon={<BarcodeOutlined />} permission={PERMISSION} onClick={() => setGenerating(true)}>
              {b('generate')}
            </GuardedButton>
          </Space>
        }
      />
      <BarcodeEditDialog row={editing} onClose={() => setEditing(null)} onSaved={done} />
      <BarcodeAssignDialog row={assigning} onClose={() => setAssigning(null)} onSaved={done} />
      <BarcodeGenerateDialog open={generating} onClose={() => setGenerating(false)} onDone={done} />
      <ImportDialog
        open={importing}
        what={b('importWhat')}
        base="gbcode"
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </>
  );
}
