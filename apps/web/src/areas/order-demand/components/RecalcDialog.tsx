import { dec, OrderDemandPermission as P, type DemandRecalcRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { orderDemandApi, orderDemandKeys } from '../api/order-demand-api';
import '../locales/register';

const KIND_COLOR: Record<DemandRecalcRow['kind'], string> = { NEW: 'blue', CHANGED: 'orange', GONE: 'red', SAME: 'default' };

/**
 * 需求重算: what the order's current BOMs and quantities ask beside what the purchase plan was made for, changed rows
 * first; 更新采购计划 applies it through 一键生成采购计划 (a reviewed order whose demand comes from orders).
 */
export function RecalcDialog({
  orderId,
  open,
  onClose,
  onApply,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onApply: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const c = (key: string) => t(`orderDemand.recalcCol.${key}`);
  const result = useQuery({
    queryKey: orderDemandKeys.recalc(orderId),
    queryFn: () => orderDemandApi.recalc(orderId),
    enabled: open,
  });
  const rows = [...(result.data?.rows ?? [])].sort((a, b) => Number(a.kind === 'SAME') - Number(b.kind === 'SAME'));
  const changed = rows.filter((r) => r.kind !== 'SAME').length;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={960}
      title={t('orderDemand.recalcTitle')}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <GuardedButton
            type="primary"
            permission={P.plan}
            disabled={!result.data?.canApply || changed === 0}
            data-testid="recalc-apply"
            onClick={async () => {
              await onApply();
              await result.refetch();
            }}
          >
            {t('orderDemand.recalcApply')}
          </GuardedButton>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" data-testid="recalc-summary">
        {changed ? t('orderDemand.recalcChanged', { count: changed }) : t('orderDemand.recalcNone')}
      </Typography.Paragraph>
      <Table<DemandRecalcRow>
        size="small"
        loading={result.isLoading}
        rowKey={(r) => `${r.facPrdOrderGoodsId}:${r.materialSkuId}`}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 420 }}
        data-testid="recalc-table"
        columns={[
          { key: 'goods', title: c('goods'), dataIndex: 'styleNo', width: 120 },
          {
            key: 'material',
            title: c('material'),
            render: (_, r) => (
              <>
                <div>{`${r.materialNo} ${r.materialName}`}</div>
                <Typography.Text type="secondary">{[r.colorName, r.specNo].filter(Boolean).join(' / ')}</Typography.Text>
              </>
            ),
          },
          {
            key: 'planned',
            title: c('planned'),
            align: 'right',
            render: (_, r) => (r.plannedRequired === null ? '-' : `${dec.format(r.plannedRequired)} ${r.stockUnit}`),
          },
          {
            key: 'current',
            title: c('current'),
            align: 'right',
            render: (_, r) => `${dec.format(r.currentRequired)} ${r.stockUnit}`,
          },
          {
            key: 'difference',
            title: c('difference'),
            align: 'right',
            render: (_, r) => (dec.isPositive(r.difference) ? '+' : '') + dec.format(r.difference),
          },
          {
            key: 'kind',
            title: c('kind'),
            width: 90,
            render: (_, r) => <Tag color={KIND_COLOR[r.kind]}>{t(`orderDemand.recalcKind.${r.kind}`)}</Tag>,
          },
        ]}
      />
    </Modal>
  );
}
