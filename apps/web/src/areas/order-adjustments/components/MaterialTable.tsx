import type { AdjustMaterialRow } from '@gf/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

const signed = (v: string) =>
  v.startsWith('-') ? <Typography.Text type="danger">{v}</Typography.Text> : v === '0' ? v : `+${v}`;

/** 主料表 of a goods block: 订货数, 预估实裁数, 差值, 调后物料需求, 调后差值, 已采购, 已到料 (reference 02 §6). */
export function MaterialTable({ rows }: { rows: AdjustMaterialRow[] }) {
  const { t } = useTranslation();
  const m = (k: string) => t(`orderAdjustments.material.${k}`);
  return (
    <Table<AdjustMaterialRow>
      size="small"
      bordered
      rowKey="materialSkuId"
      pagination={false}
      dataSource={rows}
      data-testid="adjust-materials"
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'material',
          title: m('material'),
          width: 200,
          render: (_, r) => (
            <>
              <div>{`${r.materialNo} ${r.materialName}`}</div>
              <Typography.Text type="secondary">{[r.colorName, r.specNo].filter(Boolean).join(' / ')}</Typography.Text>
            </>
          ),
        },
        { key: 'unit', title: m('unit'), dataIndex: 'stockUnit', width: 50 },
        { key: 'singleDosage', title: m('singleDosage'), dataIndex: 'singleDosage', align: 'right', width: 70 },
        { key: 'lossRate', title: m('lossRate'), dataIndex: 'lossRate', align: 'right', width: 60 },
        { key: 'ordered', title: m('ordered'), dataIndex: 'orderedDemand', align: 'right', width: 80 },
        { key: 'estimated', title: m('estimated'), dataIndex: 'estimatedCutDemand', align: 'right', width: 90 },
        { key: 'difference', title: m('difference'), dataIndex: 'difference', align: 'right', width: 60, render: signed },
        { key: 'newDemand', title: m('newDemand'), dataIndex: 'newDemand', align: 'right', width: 100 },
        {
          key: 'differenceAfter',
          title: m('differenceAfter'),
          dataIndex: 'differenceAfter',
          align: 'right',
          width: 90,
          render: signed,
        },
        { key: 'purchased', title: m('purchased'), dataIndex: 'purchased', align: 'right', width: 70 },
        { key: 'arrived', title: m('arrived'), dataIndex: 'arrived', align: 'right', width: 70 },
      ]}
    />
  );
}
