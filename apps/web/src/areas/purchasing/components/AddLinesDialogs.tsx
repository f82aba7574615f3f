import type { MaterialListRow, PurchaseDemandRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select';
import { purchasingApi, skuLabel, skuRowLoader, supplierLoader, trimZeros } from '../api/purchasing-api';
import '../locales/register';

/** 按需添加: demand lines still waiting, chosen with a checkbox ("已选生产单需求 N 条"). */
export function DemandPickerDialog({
  open,
  onClose,
  onPick,
  chosenIds,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (rows: PurchaseDemandRow[]) => void;
  chosenIds: string[];
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<PurchaseDemandRow[]>([]);
  const rows = useQuery({
    queryKey: ['purchase-demand-picker', keyword, page],
    queryFn: () => purchasingApi.demandsByOrder({ pageNo: page, pageSize: 10, queryColumn: keyword || undefined }),
    enabled: open,
  });
  const f = (k: string) => t(`purchasing.field.${k}`);
  return (
    <Modal
      open={open}
      width={1100}
      title={t('purchasing.form.demandDialog')}
      onCancel={onClose}
      onOk={() => {
        onPick(picked);
        setPicked([]);
        onClose();
      }}
      destroyOnHidden
    >
      <Input.Search
        placeholder={t('purchasing.need.search')}
        allowClear
        style={{ width: 320, marginBottom: 12 }}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
      />
      <Table<PurchaseDemandRow>
        size="small"
        rowKey="id"
        loading={rows.isFetching}
        dataSource={rows.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: picked.map((r) => r.id),
          getCheckboxProps: (r) => ({ disabled: chosenIds.includes(r.id) }),
          onChange: (_, sel) => setPicked((prev) => [...prev.filter((p) => !rows.data?.list.some((r) => r.id === p.id)), ...sel]),
        }}
        pagination={{ current: page, pageSize: 10, total: rows.data?.totalCount ?? 0, onChange: setPage, size: 'small' }}
        columns={[
          { key: 'kind', title: f('kind'), dataIndex: 'kindName' },
          { key: 'material', title: f('materialName'), render: (_, r) => skuLabel(r) },
          { key: 'supplier', title: f('supplier'), dataIndex: 'supplierName' },
          {
            key: 'supplierStyle',
            title: f('supplierStyleNo'),
            render: (_, r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || '-',
          },
          { key: 'unit', title: f('stockUnit'), dataIndex: 'stockUnit' },
          { key: 'style', title: f('goodsStyleNo'), dataIndex: 'goodsStyleNo' },
          { key: 'order', title: f('orderNo'), dataIndex: 'orderNo' },
          { key: 'planned', title: f('planned'), align: 'right', render: (_, r) => trimZeros(r.plannedQuantity) },
          { key: 'waiting', title: f('waiting'), align: 'right', render: (_, r) => trimZeros(r.waitingQuantity) },
        ]}
      />
      <Typography.Text type="secondary">{t('purchasing.form.selectedDemand', { count: picked.length })}</Typography.Text>
    </Modal>
  );
}

/** 计划外采购: any material SKU (sample purchases: 样料 only), supplier defaulting to the SKU's default. */
export function UnplannedDialog({
  open,
  onlySample,
  onClose,
  onPick,
}: {
  open: boolean;
  onlySample: boolean;
  onClose: () => void;
  onPick: (row: MaterialListRow, supplier: { id: string; name: string } | null) => void;
}) {
  const { t } = useTranslation();
  const rows = useMemo(() => new Map<string, MaterialListRow>(), []);
  const loader = useMemo(() => skuRowLoader(rows, onlySample), [rows, onlySample]);
  const [skuId, setSkuId] = useState<string | null>(null);
  const [supplier, setSupplier] = useState<{ id: string; name: string } | null>(null);
  const row = skuId ? rows.get(skuId) : undefined;
  return (
    <Modal
      open={open}
      title={t('purchasing.form.unplannedDialog')}
      onCancel={onClose}
      okButtonProps={{ disabled: !row }}
      onOk={() => {
        if (row) onPick(row, supplier);
        setSkuId(null);
        setSupplier(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('purchasing.form.pickSku')} required>
          <SearchSelect
            single
            loader={loader}
            value={skuId ?? undefined}
            data-testid="unplanned-sku"
            onChange={(v) => {
              const r = rows.get(String(v));
              setSkuId(v ? String(v) : null);
              setSupplier(r?.defaultSupplierId ? { id: r.defaultSupplierId, name: r.defaultSupplierName ?? '' } : null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('purchasing.field.supplier')}>
          <SearchSelect
            single
            loader={supplierLoader}
            value={supplier?.id}
            initialOptions={supplier ? [{ value: supplier.id, label: supplier.name }] : []}
            onChange={(v, opt) =>
              setSupplier(v ? { id: String(v), name: (opt as { label?: string } | undefined)?.label ?? '' } : null)
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
