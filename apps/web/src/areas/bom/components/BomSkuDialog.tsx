import type { BomSkuMaterial, BomSkuView, GoodsSku } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Image, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bomApi, bomKeys } from '../api/bom-api';
import { plain } from './bom-row.logic';
import '../locales/register';

export interface BomSkuDialogProps {
  open: boolean;
  styleId: string;
  bomId: string;
  skus: GoodsSku[];
  onClose: () => void;
}

const skuLabel = (s: GoodsSku) => [s.color_name, s.size_value, s.standard_value].filter(Boolean).join(' / ');

/** 按货品SKU查看BOM: the materials one goods SKU takes (its mapped colour, its size's usage), as the reference lists them. */
export function BomSkuDialog({ open, styleId, bomId, skus, onClose }: BomSkuDialogProps) {
  const { t } = useTranslation();
  const f = (k: string) => t(`bom.field.${k}`);
  const [skuId, setSkuId] = useState<string | undefined>(skus[0]?.id);
  useEffect(() => {
    if (open && !skuId) setSkuId(skus[0]?.id);
  }, [open, skuId, skus]);
  const views = useQuery({
    queryKey: bomKeys.sku(styleId, bomId, skuId ?? ''),
    queryFn: () => bomApi.skuDetail(bomId, skuId!),
    enabled: open && Boolean(skuId),
  });
  const materials = (views.data ?? []).flatMap((v: BomSkuView) => v.materials);
  return (
    <Modal open={open} title={t('bom.sku.title')} width={1200} footer={null} onCancel={onClose} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{t('bom.sku.choose')}</Typography.Text>
        <Select
          value={skuId}
          onChange={setSkuId}
          options={skus.map((s) => ({ value: s.id, label: skuLabel(s) }))}
          style={{ width: 280 }}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="bom-sku-select"
        />
      </Space>
      <Table<BomSkuMaterial>
        size="small"
        rowKey="bomRowId"
        loading={views.isLoading}
        pagination={false}
        dataSource={materials}
        locale={{ emptyText: t('bom.sku.empty') }}
        scroll={{ x: 1100 }}
        data-testid="bom-sku-table"
        columns={[
          {
            key: 'pic',
            title: f('picture'),
            width: 60,
            render: (_, m) => (m.pictureUrl ? <Image src={m.pictureUrl} width={36} height={36} /> : null),
          },
          { key: 'kind', title: f('kind'), dataIndex: 'kindName', width: 90 },
          {
            key: 'no',
            title: f('materialNo'),
            width: 120,
            render: (_, m) => (
              <Space size={4}>
                {m.materialsNo}
                {m.isMain && <Tag color="blue">{f('isMain')}</Tag>}
              </Space>
            ),
          },
          { key: 'name', title: f('materialName'), dataIndex: 'materialsName', width: 130 },
          { key: 'color', title: f('color'), dataIndex: 'colorName', width: 80 },
          { key: 'spec', title: f('spec'), dataIndex: 'specNoName', width: 90 },
          { key: 'dosage', title: f('singleDosage'), dataIndex: 'singleDosage', width: 90, render: plain },
          { key: 'loss', title: f('lossRate'), dataIndex: 'lossRate', width: 80, render: plain },
          { key: 'unit', title: f('unit'), dataIndex: 'stockUnit', width: 60 },
          { key: 'part', title: f('part'), dataIndex: 'partName', width: 80 },
          { key: 'sup', title: f('supplier'), dataIndex: 'supplierName', width: 110 },
          { key: 'supNo', title: f('supplierStyleNo'), dataIndex: 'supplierStyleNo', width: 100 },
          { key: 'supColor', title: f('supplierColorNo'), dataIndex: 'supplierColorNo', width: 100 },
          { key: 'price', title: f('planCost'), dataIndex: 'planCost', width: 90, render: plain },
        ]}
      />
    </Modal>
  );
}
