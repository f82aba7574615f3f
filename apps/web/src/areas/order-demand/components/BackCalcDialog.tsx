import { dec, type BackCalcGoods, type BackCalcMaterial } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderDemandApi, orderDemandKeys } from '../api/order-demand-api';
import '../locales/register';

/** 物料反算: per goods, the garments the stock on hand makes in the order's mix, and the material that limits it. */
export function BackCalcDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`orderDemand.backCalcCol.${key}`);
  const result = useQuery({
    queryKey: orderDemandKeys.backCalc(orderId),
    queryFn: () => orderDemandApi.backCalc(orderId),
    enabled: open,
  });
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={900} title={t('orderDemand.backCalcTitle')} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('orderDemand.backCalcHint')}</Typography.Paragraph>
      <Table<BackCalcGoods>
        size="small"
        loading={result.isLoading}
        rowKey="facPrdOrderGoodsId"
        dataSource={result.data ?? []}
        pagination={false}
        data-testid="back-calc-table"
        columns={[
          { key: 'goods', title: c('goods'), dataIndex: 'styleNo' },
          { key: 'ordered', title: c('ordered'), align: 'right', render: (_, g) => dec.format(g.orderedQuantity) },
          { key: 'pieces', title: c('pieces'), align: 'right', render: (_, g) => <b>{g.pieces}</b> },
        ]}
        expandable={{
          expandedRowKeys: (result.data ?? []).map((g) => g.facPrdOrderGoodsId),
          showExpandColumn: false,
          expandedRowRender: (g) => (
            <Table<BackCalcMaterial>
              size="small"
              rowKey="materialSkuId"
              dataSource={g.materials}
              pagination={false}
              columns={[
                {
                  key: 'material',
                  title: c('material'),
                  render: (_, m) => `${m.materialNo} ${m.materialName} ${m.colorName ?? ''}`,
                },
                {
                  key: 'required',
                  title: c('required'),
                  align: 'right',
                  render: (_, m) => `${dec.format(m.requiredQuantity)} ${m.stockUnit}`,
                },
                {
                  key: 'stock',
                  title: c('stock'),
                  align: 'right',
                  render: (_, m) => `${dec.format(m.stockQuantity)} ${m.stockUnit}`,
                },
                {
                  key: 'pieces',
                  title: c('materialPieces'),
                  align: 'right',
                  render: (_, m) => (
                    <>
                      {m.pieces} {m.isLimiting && <Tag color="red">{c('limiting')}</Tag>}
                    </>
                  ),
                },
              ]}
            />
          ),
        }}
      />
    </Modal>
  );
}
