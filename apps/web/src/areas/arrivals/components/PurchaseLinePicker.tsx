import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalsApi, trimZeros, type OpenPurchaseLine } from '../api/arrivals-api';
import '../locales/register';

interface Props {
  supplierId: string;
  supplierName: string;
  belongModule: 0 | 1;
  chosen: readonly string[];
  onPick: (lines: OpenPurchaseLine[]) => void;
  onClose: () => void;
}

/** + 按采购单添加: the supplier's reviewed, open purchase lines with 采购未到; lines already on the form are disabled. */
export function PurchaseLinePicker({ supplierId, supplierName, belongModule, chosen, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<OpenPurchaseLine[]>([]);
  const lines = useQuery({
    queryKey: ['arrival-purchase-lines', supplierId, belongModule],
    queryFn: () => arrivalsApi.purchaseLines(supplierId, belongModule),
  });
  const f = (key: string) => t(`arrivals.field.${key}`);
  return (
    <Modal
      open
      width={1000}
      title={t('arrivals.action.pickPurchase', { supplier: supplierName })}
      onCancel={onClose}
      onOk={() => onPick(selected)}
      okButtonProps={{ disabled: selected.length === 0 }}
    >
      <Table<OpenPurchaseLine>
        size="small"
        rowKey="id"
        loading={lines.isLoading}
        dataSource={lines.data ?? []}
        pagination={{ pageSize: 10 }}
        scroll={{ x: 'max-content' }}
        data-testid="purchase-line-picker"
        rowSelection={{
          selectedRowKeys: selected.map((l) => l.id),
          getCheckboxProps: (l) => ({ disabled: chosen.includes(l.id) }),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        columns={[
          { key: 'purchaseBillNo', title: f('purchaseNo'), dataIndex: 'purchaseBillNo' },
          { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
          { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
          { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
          { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
          { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
          {
            key: 'total',
            title: f('purchased'),
            align: 'right',
            render: (_: unknown, l) => `${trimZeros(l.totalQuantity)} ${l.stockUnit}`,
          },
          {
            key: 'outstanding',
            title: f('outstanding'),
            align: 'right',
            render: (_: unknown, l) => `${trimZeros(l.outstandingQuantity)} ${l.stockUnit}`,
          },
          {
            key: 'unitPrice',
            title: f('unitPrice'),
            align: 'right',
            render: (_: unknown, l) => `${trimZeros(l.unitPrice)}/${l.purchaseUnit}`,
          },
        ]}
      />
    </Modal>
  );
}
