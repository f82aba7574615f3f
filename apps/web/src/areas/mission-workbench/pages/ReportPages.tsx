import '../locales';
import {
  dec,
  MissionWorkbenchPermission as P,
  type FactoryProgressRow,
  type WageRow,
  type WorkbayProgressRow,
} from '@gf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Progress, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/excel';
import { PageHeader } from '../../../shared/page';
import { workbenchApi, workbenchKeys } from '../api/workbench-api';
import { ReportFilters, thisMonth, type PeriodFilter } from '../components/ReportFilters';

const num = (v: string | null) => (v === null ? '-' : dec.format(v));

/** 员工计件工资报表 (/pieceWageReport): per workbay and node, Σ reviewed quantities × the node rate. */
export function WageReportPage() {
  const { t } = useTranslation();
  const r = (k: string) => t(`missionWorkbench.report.${k}`);
  const [filter, setFilter] = useState<PeriodFilter>(thisMonth);
  const q = useQuery({
    queryKey: workbenchKeys.report('wages', filter),
    queryFn: () => workbenchApi.wages(filter),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<WageRow> = [
    { key: 'loginName', title: r('loginName'), dataIndex: 'loginName', width: 140 },
    { key: 'userName', title: r('userName'), dataIndex: 'userName', width: 140 },
    { key: 'node', title: r('node'), dataIndex: 'nodeName', width: 160 },
    { key: 'num', title: r('num'), align: 'right', width: 120, render: (_, row) => num(row.num) },
    {
      key: 'amount',
      title: r('amount'),
      align: 'right',
      width: 140,
      render: (_, row) => dec.format(row.amount, { scale: 2, fixed: true }),
    },
  ];
  return (
    <div className="list-page" data-testid="wage-report">
      <PageHeader
        title={t('missionWorkbench.menu.wages')}
        back={false}
        actions={<ExportButton path="fac/report/pieceWages/export" permission={P.wages} body={() => filter} />}
      />
      <ReportFilters value={filter} onChange={setFilter} />
      <Typography.Paragraph type="secondary">{r('wagesHint')}</Typography.Paragraph>
      <Table<WageRow>
        size="small"
        bordered
        rowKey={(row) => `${row.finishUserId}-${row.prcdNodeId}`}
        loading={q.isFetching}
        columns={columns}
        dataSource={q.data?.list ?? []}
        pagination={false}
        summary={() =>
          q.data?.list.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Space wrap>
                  <strong>{r('total')}</strong>
                  {q.data.totals.map((u) => (
                    <Tag key={u.finishUserId}>
                      {u.userName}: {dec.format(u.amount, { scale: 2, fixed: true })}
                    </Tag>
                  ))}
                </Space>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <strong data-testid="wage-total">{dec.format(q.data.amount, { scale: 2, fixed: true })}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}

/** 工位-节点进度报表 (/workbayNodeReport). */
export function WorkbayProgressPage() {
  const { t } = useTranslation();
  const r = (k: string) => t(`missionWorkbench.report.${k}`);
  const [filter, setFilter] = useState<PeriodFilter>(thisMonth);
  const q = useQuery({
    queryKey: workbenchKeys.report('workbay', filter),
    queryFn: () => workbenchApi.workbayProgress({ ...filter, pageSize: 500 }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<WorkbayProgressRow> = [
    { key: 'node', title: r('node'), dataIndex: 'nodeName', width: 120 },
    { key: 'nodeTotal', title: r('nodeTotal'), align: 'right', width: 100, render: (_, row) => num(row.nodeCompletedNum) },
    { key: 'workbay', title: r('workbay'), width: 150, render: (_, row) => `${row.userName}（${row.loginName}）` },
    { key: 'styleNo', title: r('styleNo'), dataIndex: 'styleNo', width: 110 },
    { key: 'missionNo', title: r('missionNo'), dataIndex: 'missionNo', width: 140 },
    { key: 'labourCost', title: r('labourCost'), align: 'right', width: 110, render: (_, row) => num(row.labourCost) },
    { key: 'missionNum', title: r('missionNum'), align: 'right', width: 110, render: (_, row) => num(row.num) },
    {
      key: 'nodeStatus',
      title: r('nodeStatus'),
      width: 90,
      render: (_, row) => t(`missionWorkbench.nodeStatus.${row.nodeStatus}`),
    },
    {
      key: 'progress',
      title: r('progress'),
      width: 160,
      render: (_, row) => <ProgressCell completed={row.nodeCompletedNum} target={row.nodeTargetNum} />,
    },
    { key: 'planEndAt', title: r('planEndAt'), dataIndex: 'planEndAt', width: 110 },
    // 合格率 of quality / sampling nodes: qualified ÷ (qualified + defective + waste), computed by the server.
    {
      key: 'passRate',
      title: r('passRate'),
      align: 'right',
      width: 90,
      render: (_, row) => (row.passRate ? `${row.passRate}%` : '-'),
    },
  ];
  return (
    <div className="list-page" data-testid="workbay-report">
      <PageHeader
        title={t('missionWorkbench.menu.workbay')}
        back={false}
        actions={<ExportButton path="fac/report/workbayNodeProgress/export" permission={P.workbayProgress} body={() => filter} />}
      />
      <ReportFilters value={filter} onChange={setFilter} />
      <Table<WorkbayProgressRow>
        size="small"
        bordered
        rowKey={(row) => `${row.finishUserId}-${row.missionNodeId}`}
        loading={q.isFetching}
        columns={columns}
        dataSource={q.data?.list ?? []}
        pagination={{ pageSize: 50 }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}

function ProgressCell({ completed, target }: { completed: string; target: string }) {
  const ratio = dec.div(completed, target, 4);
  return (
    <Tooltip title={`${num(completed)}/${num(target)}`}>
      <Progress size="small" percent={ratio === null ? 0 : Math.min(100, Math.round(Number(ratio) * 1000) / 10)} />
    </Tooltip>
  );
}

/** 工厂进度报表 (/factoryProgressReport): the factory's missions with every node's progress. */
export function FactoryProgressPage() {
  const { t } = useTranslation();
  const r = (k: string) => t(`missionWorkbench.report.${k}`);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const input = { ...page, keyword: keyword || undefined };
  const q = useQuery({
    queryKey: workbenchKeys.report('factory', input),
    queryFn: () => workbenchApi.factoryProgress(input),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<FactoryProgressRow> = [
    { key: 'missionNo', title: r('missionNo'), dataIndex: 'missionNo', width: 140, fixed: 'left' },
    { key: 'customer', title: r('customer'), width: 120, render: (_, row) => row.customerName ?? '-' },
    { key: 'styleNo', title: r('styleNo'), dataIndex: 'styleNo', width: 110 },
    { key: 'placeorderAt', title: r('placeorderAt'), dataIndex: 'placeorderAt', width: 105 },
    { key: 'deliveryAt', title: r('deliveryAt'), dataIndex: 'deliveryAt', width: 105 },
    { key: 'leaders', title: r('leaders'), width: 110, render: (_, row) => row.leaderNames.join('、') || '-' },
    { key: 'status', title: r('status'), width: 90, render: (_, row) => t(`missionWorkbench.missionStatus.${row.status}`) },
    {
      key: 'nodes',
      title: r('nodes'),
      render: (_, row) => (
        <Space wrap size={4}>
          {row.nodes.map((n) => (
            <Tag key={n.missionNodeId} color={n.status === 2 ? 'green' : n.status === 1 ? 'blue' : 'default'}>
              {n.name} {num(n.completedNum)}/{num(n.targetNum)}
            </Tag>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <div className="list-page" data-testid="factory-progress-report">
      <PageHeader
        title={t('missionWorkbench.menu.progress')}
        back={false}
        actions={
          <ExportButton
            path="fac/report/factoryProgress/export"
            permission={P.factoryProgress}
            body={() => ({ keyword: keyword || undefined })}
          />
        }
      />
      <Input.Search
        allowClear
        style={{ width: 260, marginBottom: 12 }}
        placeholder={r('search')}
        onSearch={(k) => {
          setKeyword(k);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <Table<FactoryProgressRow>
        size="small"
        bordered
        rowKey="missionId"
        loading={q.isFetching}
        columns={columns}
        dataSource={q.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: q.data?.totalCount ?? 0,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </div>
  );
}
