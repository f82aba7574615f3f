import { Dec, DeliveryPermission, type MissionMaterialBoardRow } from '@gf/contracts';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/excel/ExportButton';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { outsideFactoryLoader } from '../../../shared/material-lines';
import { GuardedButton } from '../../../shared/session/permission';
import { missionMaterialApi } from '../api/mission-material-api';
import { ActualUsageDialog } from '../components/ActualUsageDialog';
import '../locales/register';

const withUnit = (q: string, r: MissionMaterialBoardRow) => `${Dec.of(q).toFixed()} ${r.stockUnit}`;

/** The board's body from the list's search and filters (the page, the Excel). */
function boardBody(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const factories = q.filters.outsideFactoryIds;
  const dates = Array.isArray(q.filters.deliveryAt) && q.filters.deliveryAt.length === 2 ? q.filters.deliveryAt.map(String) : [];
  const material = typeof q.filters.material === 'string' ? q.filters.material.trim() : '';
  return {
    searchParam: q.keyword || undefined,
    onlyLeft: q.filters.onlyLeft === '1' ? true : undefined,
    outsideFactoryIds: Array.isArray(factories) && factories.length ? factories : undefined,
    deliveryFrom: dates[0],
    deliveryTo: dates[1],
    materialSearch: material || undefined,
  };
}

/**
 * /marterielPayoff 待送料看板: live missions (未开始 / 进行中) with a material node, one row per BOM material with
 * 物料需求, 已送料 (reviewed deliveries naming the mission), the material's 库存数 / 可用库存 / 在途 and 待送料; 开送料单 opens a delivery of the mission
 * (按工单添加 pre-chosen), 实裁单耗 its actual usage per piece. Paged by mission; 只看未送完 and the material filter
 * work over every mission (the server drops missions left without a row before paging); 导出表格 takes the same filters.
 */
export function MaterialBoardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`missionMaterial.field.${k}`);
  const b = (k: string) => t(`missionMaterial.board.${k}`);
  const [usageOf, setUsageOf] = useState<{ id: string; no: string } | null>(null);
  const [last, setLast] = useState<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });

  const columns: ListColumn<MissionMaterialBoardRow>[] = [
    { key: 'missionNo', title: f('missionNo'), dataIndex: 'missionNo', locked: true, width: 120 },
    { key: 'deliveryAt', title: f('deliveryAt'), dataIndex: 'deliveryAt', width: 100 },
    {
      key: 'styleNo',
      title: f('styleNo'),
      width: 110,
      ellipsis: true,
      render: (_: unknown, r) => [r.styleNo, r.styleName].filter(Boolean).join(' '),
    },
    {
      key: 'outsideFactory',
      title: f('outsideFactory'),
      dataIndex: 'outsideFactoryName',
      width: 90,
      render: (v: string | null) => v ?? f('inHouse'),
    },
    {
      key: 'material',
      title: f('material'),
      width: 150,
      ellipsis: true,
      render: (_: unknown, r) => [r.materialsNo, r.materialsName, r.colorName, r.specNoName].filter(Boolean).join(' '),
    },
    { key: 'demand', title: f('demand'), align: 'right', width: 85, render: (_: unknown, r) => withUnit(r.demand, r) },
    { key: 'delivered', title: f('delivered'), align: 'right', width: 85, render: (_: unknown, r) => withUnit(r.delivered, r) },
    {
      key: 'stock',
      title: f('stock'),
      align: 'right',
      width: 150,
      render: (_: unknown, r) => (
        <span data-testid="board-stock">
          {[r.onHand, r.available, r.inTransit].map((q) => Dec.of(q).toFixed()).join(' / ')} {r.stockUnit}
        </span>
      ),
    },
    {
      key: 'left',
      title: f('left'),
      align: 'right',
      width: 100,
      fixed: 'right',
      locked: true,
      render: (_: unknown, r) => (
        <Typography.Text strong type={Dec.of(r.left).gt(0) ? 'danger' : 'success'}>
          {withUnit(r.left, r)}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 170,
      render: (_: unknown, r) => (
        <Space size={0}>
          <GuardedButton
            type="link"
            size="small"
            permission={DeliveryPermission.add}
            onClick={() => void navigate(`/newPayoffOrder?missionId=${encodeURIComponent(r.missionId)}`)}
          >
            {b('openDelivery')}
          </GuardedButton>
          <Button type="link" size="small" onClick={() => setUsageOf({ id: r.missionId, no: r.missionNo })}>
            {b('usage')}
          </Button>
        </Space>
      ),
    },
  ];
  const filters: FilterField[] = [
    {
      name: 'onlyLeft',
      label: b('onlyLeft'),
      type: 'select',
      single: true,
      options: [
        { value: '1', label: b('leftOnly') },
        { value: '0', label: b('all') },
      ],
    },
    { name: 'outsideFactoryIds', label: b('outsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader },
    { name: 'deliveryAt', label: b('deliveryAt'), type: 'dateRange' },
    { name: 'material', label: b('material'), type: 'text' },
  ];
  return (
    <>
      <ListPage<MissionMaterialBoardRow>
        listKey="mission-material-board"
        title={t('missionMaterial.menu.board')}
        searchPlaceholder={b('search')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey={(r) => `${r.missionId}:${r.materialSkuId}`}
        summary={<Typography.Text type="secondary">{b('hint')}</Typography.Text>}
        extra={
          <ExportButton
            path="fac/mission/material/exportBoard"
            permission={DeliveryPermission.kanban}
            label={b('export')}
            body={() => boardBody(last)}
          />
        }
        fetchPage={async (q: ListQuery) => {
          setLast({ keyword: q.keyword, filters: q.filters });
          const page = await missionMaterialApi.board({ pageNo: q.pageNo, pageSize: q.pageSize, ...boardBody(q) });
          return { list: page.list, totalCount: page.totalCount };
        }}
      />
      <ActualUsageDialog mission={usageOf} onClose={() => setUsageOf(null)} />
    </>
  );
}
