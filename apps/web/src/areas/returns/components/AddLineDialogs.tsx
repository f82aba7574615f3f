import { dec, type MaterialListRow, type ReturnableArrivalLine } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnsApi } from '../api/returns-api';
import '../locales/register';

/** + 添加物料(按到料单): reviewed arrival lines of the supplier with what each can still return. */
export function ArrivalLinesDialog({
  open,
  supplierId,
  taken,
  onAdd,
  onClose,
}: {
  open: boolean;
  supplierId: string | undefined;
  taken: readonly string[];
  onAdd: (rows: ReturnableArrivalLine[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReturnableArrivalLine[]>([]);
  const f = (key: string) => t(`returns.field.${key}`);
  const lines = useQuery({
    queryKey: ['return-arrive-lines', supplierId],
    queryFn: () => returnsApi.arriveLines(supplierId!),
    enabled: open && Boolean(supplierId),
    staleTime: 0,
  });
  const rows = (lines.data?.list ?? []).filter((r) => dec.isPositive(r.returnableQuantity));
  return (
    <Modal
      open={open}
      width={1100}
      title={t('returns.form.arrivalTitle')}
      onCancel={onClose}
      okText={t('returns.form.add')}
      okButtonProps={{ disabled: selected.length === 0 }}
      onOk={() => {
        onAdd(selected);
        setSelected([]);
      }}
      destroyOnHidden
    >
      {lines.data && !lines.data.available && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('returns.form.arrivalOff')} />
      )}
      <Table<ReturnableArrivalLine>
        size="small"
        rowKey="arriveLineId"
        loading={lines.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 420, x: 'max-content' }}
        locale={{ emptyText: t('returns.form.arrivalNone') }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.arriveLineId),
          getCheckboxProps: (r) => ({ disabled: taken.includes(r.arriveLineId) }),
          onChange: (_k, picked) => setSelected(picked),
        }}
        columns={[
          { key: 'arriveNo', title: f('arriveNo'), dataIndex: 'arriveNo' },
          { key: 'dateArrive', title: f('arriveDate'), dataIndex: 'dateArrive' },
          { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
          { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
          { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
          { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
          { key: 'goodsStyleNo', title: f('goodsStyleNo'), dataIndex: 'goodsStyleNo' },
          { key: 'orderNo', title: f('orderNoOfLine'), dataIndex: 'orderNo' },
          {
            key: 'unitPrice',
            title: f('arrivePrice'),
            dataIndex: 'unitPrice',
            align: 'right',
            render: (v: string) => dec.norm(v),
          },
          {
            key: 'arrivedQuantity',
            title: f('arrived'),
            dataIndex: 'arrivedQuantity',
            align: 'right',
            render: (v: string) => dec.norm(v),
          },
          {
            key: 'returnedQuantity',
            title: f('returned'),
            dataIndex: 'returnedQuantity',
            align: 'right',
            render: (v: string) => dec.norm(v),
          },
          {
            key: 'returnableQuantity',
            title: f('returnable'),
            dataIndex: 'returnableQuantity',
            align: 'right',
            render: (v: string) => dec.norm(v),
          },
        ]}
      />
    </Modal>
  );
}

/** + 添加物料(计划外退料): any material SKU of the factory. */
export function SkuPickDialog({
  open,
  onAdd,
  onClose,
}: {
  open: boolean;
  onAdd: (rows: MaterialListRow[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<MaterialListRow[]>([]);
  const f = (key: string) => t(`returns.field.${key}`);
  const skus = useQuery({
    queryKey: ['return-sku-pick', keyword, pageNo],
    queryFn: () => returnsApi.skus(keyword, pageNo),
    enabled: open,
  });
  return (
    <Modal
      open={open}
      width={900}
      title={t('returns.form.skuTitle')}
      onCancel={onClose}
      okText={t('returns.form.add')}
      okButtonProps={{ disabled: selected.length === 0 }}
      onOk={() => {
        onAdd(selected);
        setSelected([]);
      }}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('returns.form.skuSearch')}
        style={{ width: 280, marginBottom: 12 }}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPageNo(1);
        }}
      />
      <Table<MaterialListRow>
        size="small"
        rowKey={(r) => r.skuId ?? r.materialId}
        loading={skus.isLoading}
        dataSource={skus.data?.list ?? []}
        pagination={{
          current: pageNo,
          pageSize: 10,
          total: skus.data?.totalCount ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected.map((r) => r.skuId ?? r.materialId),
          onChange: (_k, picked) => setSelected(picked),
        }}
        columns={[
          { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
          { key: 'no', title: f('materialNo'), dataIndex: 'commonMaterialsNo' },
          { key: 'name', title: f('materialName'), dataIndex: 'name' },
          { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
          { key: 'specNoName', title: f('spec'), dataIndex: 'specNoName' },
          { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit' },
          { key: 'purchaseUnit', title: f('purchaseUnit'), dataIndex: 'purchaseUnit' },
        ]}
      />
    </Modal>
  );
}
