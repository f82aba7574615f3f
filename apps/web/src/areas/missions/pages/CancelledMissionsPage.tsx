import '../locales';
import type { MissionListRow } from '@gf/contracts';
import { dec } from '@gf/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, type ListColumn } from '../../../shared/list-page';
import { missionsApi } from '../api/missions-api';

/** 已撤销工单 (/cancelOrder): revoked missions, search by mission number. */
export function CancelledMissionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`missions.field.${k}`);
  const columns: ListColumn<MissionListRow>[] = [
    {
      key: 'missionNo',
      title: f('missionNo'),
      width: 170,
      render: (_: unknown, r) => (
        <Typography.Link onClick={() => navigate(`/OrderDetailed?missionId=${r.id}`)}>{r.missionNo}</Typography.Link>
      ),
    },
    { key: 'style', title: f('goods'), width: 200, render: (_: unknown, r) => `${r.styleNo} ${r.styleName}` },
    { key: 'customer', title: f('customer'), width: 140, render: (_: unknown, r) => r.customerName ?? '-' },
    { key: 'total', title: f('orderQuantity'), width: 100, align: 'right', render: (_: unknown, r) => dec.format(r.totalNum) },
    { key: 'placeorderAt', title: f('placeorderAt'), dataIndex: 'placeorderAt', width: 110 },
    { key: 'deliveryAt', title: f('deliveryAt'), dataIndex: 'deliveryAt', width: 110 },
    { key: 'linkedOrder', title: f('linkedOrder'), width: 150, render: (_: unknown, r) => r.productionOrderNo ?? '-' },
    { key: 'leaders', title: f('leaders'), width: 140, render: (_: unknown, r) => r.leaderNames.join('、') || '-' },
  ];
  return (
    <ListPage<MissionListRow>
      listKey="missions-cancelled"
      title={t('missions.menu.cancelled')}
      searchPlaceholder={t('missions.cancelled.search')}
      columns={columns}
      rowKey="id"
      fitColumns
      fetchPage={async (q) => {
        const page = await missionsApi.cancelled({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined });
        return { list: page.list, totalCount: page.total };
      }}
    />
  );
}
