import type { ArrivalOrderLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalsApi, trimZeros } from '../api/arrivals-api';
import '../locales/register';

interface Props {
  supplierId: string;
  supplierName: string;
  belongModule: 0 | 1;
  /** Splits already on the form (disabled). */
  chosen: readonly string[];
  onPick: (rows: ArrivalOrderLineRow[]) => void;
  onClose: () => void;
}

/**
 * + 按生产单添加: the supplier's open purchase lines, one row per production order (demand split) with what is still to
 * arrive for that order; searchable by 生产单号 / 商品款号 / 采购单号. Chosen rows become lines booked on that order.
 */
export function OrderLinePicker({ supplierId, supplierName, belongModule, chosen, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<ArrivalOrderLineRow[]>([]);
  const rows = useQuery({
    queryKey: ['arrival-order-lines', supplierId, belongModule, keyword],
    queryFn: () => arrivalsApi.orderLines({ supplierId, belongModule, keyword: keyword || null }),
  });
  const f = (key: string) => t(`arrivals.field.${key}`);
  const qty = (v: string | null) => (v === null ? '-' : trimZeros(v));
  return (
    <Modal
      open
      width="94vw"
      title={t('arrivals.action.pickOrder', { supplier: supplierName })}
      onCancel={onClose}
      onOk={() => onPick(selected)}
      okButtonProps={{ disabled: selected.length === 0 }}
    >
      <Input.Search
        allowClear
        placeholder={t('arrivals.search.orderLines')}
        onSearch={(v) => setKeyword(v.trim())}
        style={{ width: 360, marginBottom: 12 }}
        data-testid="order-line-search"
      />
      <Table<ArrivalOrderLineRow>
        size="small"
        rowKey="purchaseLineDemandId"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        pagination={{ pageSize: 10 }}
        scroll={{ x: 'max-content' }}
        data-testid="order-line-picker"
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.purchaseLineDemandId),
          getCheckboxProps: (r) => ({ disabled: chosen.includes(r.purchaseLineDemandId) }),
          onChange: (_keys, picked) => setSelected(picked),
        }}
        columns={[
          { key: 'purchaseBillNo', title: f('purchaseNo'), dataIndex: 'purchaseBillNo' },
          ...(belongModule === 1
            ? [
                {
                  key: 'designStyleNo',
                  title: f('designStyleNo'),
                  render: (_: unknown, r: ArrivalOrderLineRow) => r.designStyleNo ?? '-',
                },
              ]
            : []),
          { key: 'datePurchase', title: f('purchaseDate'), dataIndex: 'datePurchase' },
          { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
          { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
          { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
          { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
          { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
          {
            key: 'supplierNo',
            title: f('supplierStyleNo'),
            render: (_: unknown, r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || '-',
          },
          { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName' },
          { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit' },
          { key: 'goodsStyleNo', title: f('goodsStyleNo'), render: (_: unknown, r) => r.goodsStyleNo ?? '-' },
          {
            key: 'orderNo',
            title: f('productionNo'),
            render: (_: unknown, r) => r.orderNo ?? <Typography.Text type="secondary">{f('unplanned')}</Typography.Text>,
          },
          // Quantities in the stock unit (the 库存单位 column).
          { key: 'planned', title: f('plannedShort'), align: 'right', render: (_: unknown, r) => qty(r.plannedQuantity) },
          { key: 'quantity', title: f('thisPurchaseShort'), align: 'right', render: (_: unknown, r) => qty(r.quantity) },
          {
            key: 'outstanding',
            title: f('outstandingShort'),
            align: 'right',
            render: (_: unknown, r) => qty(r.outstandingQuantity),
          },
        ]}
      />
    </Modal>
  );
}
