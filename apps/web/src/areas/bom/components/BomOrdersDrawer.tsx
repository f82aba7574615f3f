import { BomPermission, dec, type BomOrderRow } from '@gf/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Drawer, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { GuardedButton } from '../../../shared/session/permission';
import { bomApi, bomKeys } from '../api/bom-api';
import { plain } from './bom-row.logic';
import '../locales/register';

export interface BomOrdersDrawerProps {
  open: boolean;
  bomId: string;
  bomName: string;
  onClose: () => void;
}

const PAGE_SIZE = 50;

/** One page of orders: using the BOM, or (`others`) on another BOM of the style, which can be ticked and moved here. */
function OrdersTable({ bomId, bomName, others }: { bomId: string; bomName: string; others: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const list = useQuery({
    queryKey: bomKeys.orders(bomId, others, page),
    queryFn: () => bomApi.orders(bomId, others, page, PAGE_SIZE),
  });
  const move = useMutation({
    mutationFn: () => bomApi.moveOrders(bomId, chosen),
    // The page refreshes by the server's X-Data-Changed (ADR 0008); the ticks go with the rows that moved.
    onSuccess: () => setChosen([]),
  });
  const rows = list.data?.list ?? [];
  const o = (k: string) => t(`bom.orders.${k}`);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {others && (
        <Space>
          <GuardedButton
            permission={BomPermission.update}
            type="primary"
            disabled={!chosen.length}
            loading={move.isPending}
            data-testid="bom-orders-move"
            onClick={() =>
              modal.confirm({
                title: o('move'),
                content: t('bom.orders.moveConfirm', { count: chosen.length, name: bomName }),
                onOk: () => move.mutateAsync(),
              })
            }
          >
            {o('move')}
          </GuardedButton>
          <Typography.Text type="secondary">{o('chooseHint')}</Typography.Text>
        </Space>
      )}
      <Table<BomOrderRow>
        size="small"
        bordered
        rowKey="facPrdOrderGoodsId"
        loading={list.isLoading}
        dataSource={rows}
        data-testid={others ? 'bom-orders-others' : 'bom-orders-using'}
        rowSelection={others ? { selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) } : undefined}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.totalCount ?? 0, onChange: setPage }}
        columns={[
          {
            key: 'no',
            title: o('orderNo'),
            dataIndex: 'orderNo',
            render: (v: string, r) => <Link to={`/orderProductioDetail?id=${r.facPrdOrderId}`}>{v}</Link>,
          },
          { key: 'type', title: o('type'), dataIndex: 'type', render: (v: number) => o(v === 1 ? 'formal' : 'pre') },
          { key: 'status', title: o('status'), dataIndex: 'status', render: (v: number) => <BillStatusTag status={v} /> },
          { key: 'at', title: o('placeorderAt'), dataIndex: 'placeorderAt' },
          { key: 'delivery', title: o('deliveryAt'), dataIndex: 'deliveryAt' },
          { key: 'num', title: o('totalNum'), dataIndex: 'totalNum', align: 'right', render: plain },
          ...(others
            ? []
            : [
                {
                  key: 'default',
                  title: o('byDefault'),
                  dataIndex: 'isByDefault',
                  render: (v: boolean) => (v ? <Tag color="orange">{o('byDefault')}</Tag> : null),
                },
              ]),
        ]}
      />
      <Typography.Text data-testid={others ? 'bom-orders-others-total' : 'bom-orders-using-total'}>
        {t('bom.orders.total', { num: plain(dec.sum(rows.map((r) => r.totalNum))), count: rows.length })}
      </Typography.Text>
    </Space>
  );
}

/** 关联订单 of a BOM: the orders whose goods use it, and those on another BOM of the style that can be moved onto it. */
export function BomOrdersDrawer({ open, bomId, bomName, onClose }: BomOrdersDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} size={960} title={`${t('bom.orders.title')} · ${bomName}`} onClose={onClose} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'using',
            label: t('bom.orders.using'),
            children: <OrdersTable bomId={bomId} bomName={bomName} others={false} />,
          },
          { key: 'others', label: t('bom.orders.others'), children: <OrdersTable bomId={bomId} bomName={bomName} others /> },
        ]}
      />
    </Drawer>
  );
}
