import type { MissionDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { missionsApi } from '../api/missions-api';
import { cellsOf } from './mission-form-state';
import { matrixShapeOf } from './matrix-shape';

/** 展开更多: the SKU matrix, customer numbers, the process sheet and 改期记录 (the delivery-date change log). */
export function MissionMore({ mission }: { mission: MissionDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`missions.field.${k}`);
  const d = (k: string) => t(`missions.detail.${k}`);
  const style = useQuery({ queryKey: ['mission-style', mission.styleId], queryFn: () => missionsApi.style(mission.styleId) });
  const skuList = useMemo(() => style.data?.skuList ?? [], [style.data]);
  const shape = useMemo(() => matrixShapeOf(skuList), [skuList]);
  return (
    <div data-testid="mission-more">
      {skuList.length > 0 && <SkuMatrix mode="quantity" readOnly {...shape} value={cellsOf(skuList, mission.lines)} />}
      <Descriptions size="small" column={2} style={{ marginTop: 12 }}>
        <Descriptions.Item label={f('customerStyleNo')}>{mission.customerStyleNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('customerOrderNo')}>{mission.customerOrderNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('workingSheetName')}>{mission.workingSheetName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('workingSheetContent')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {mission.workingSheetContent ?? '-'}
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{d('deliveryLog')}</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={mission.deliveryLog}
        locale={{ emptyText: d('noLog') }}
        data-testid="delivery-log"
        columns={[
          { key: 'no', title: d('logNo'), width: 50, render: (_, __, i) => i + 1 },
          { key: 'changedAt', title: d('changedAt'), dataIndex: 'changedAt', width: 170 },
          { key: 'by', title: d('changedBy'), width: 120, render: (_, r) => r.changedByName ?? '-' },
          { key: 'old', title: d('oldDate'), dataIndex: 'oldDeliveryAt', width: 120 },
          { key: 'status', title: d('statusBefore'), width: 110, render: (_, r) => t(`missions.status.${r.statusBefore}`) },
          { key: 'new', title: d('newDate'), dataIndex: 'newDeliveryAt', width: 120 },
        ]}
      />
    </div>
  );
}
