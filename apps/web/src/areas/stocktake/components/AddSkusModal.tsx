import { dec } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stocktakeApi, type WaitingSku } from '../api/stocktake-api';
import '../locales/register';

/** 添加物料: the factory's SKUs not in the count yet (those stocked in its storehouse first), searched and ticked. */
export function AddSkusModal({ checkId, open, onClose }: { checkId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const f = (k: string) => t(`stocktake.field.${k}`);
  const waiting = useQuery({
    queryKey: ['stocktake-waiting', checkId, keyword, pageNo],
    queryFn: () => stocktakeApi.waiting(checkId, keyword, pageNo),
    enabled: open,
  });
  const add = async () => {
    if (chosen.length) await stocktakeApi.addSkus(checkId, chosen);
    setChosen([]);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('stocktake.detail.pickSkus')}
      width={900}
      onCancel={onClose}
      onOk={() => void add().catch(() => undefined)}
      okButtonProps={{ disabled: !chosen.length }}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('stocktake.detail.searchSku')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPageNo(1);
        }}
        style={{ marginBottom: 12, width: 320 }}
        data-testid="stocktake-sku-search"
      />
      <Table<WaitingSku>
        rowKey="skuId"
        size="small"
        loading={waiting.isLoading}
        dataSource={waiting.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen(keys.map(String)),
        }}
        pagination={{ current: pageNo, pageSize: 20, total: waiting.data?.totalCount ?? 0, onChange: setPageNo }}
        columns={[
          { key: 'no', title: f('materialNo'), dataIndex: 'materialNo' },
          { key: 'name', title: f('materialName'), dataIndex: 'materialName' },
          { key: 'color', title: f('color'), dataIndex: 'colorName' },
          { key: 'spec', title: f('spec'), dataIndex: 'specNo' },
          { key: 'kind', title: f('kind'), dataIndex: 'kindName' },
          { key: 'unit', title: f('unit'), dataIndex: 'stockUnit' },
          {
            key: 'stock',
            title: f('stock'),
            dataIndex: 'quantity',
            align: 'right',
            render: (v: string | null) => (v === null ? '' : (dec.tryParse(v) ?? v)),
          },
        ]}
      />
    </Modal>
  );
}
