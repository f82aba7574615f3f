import { NodeReportPermission, UniqueCodePermission, type WymNodeColumn, type WymRow } from '@gf/contracts';
import { App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/excel/ExportButton';
import {
  answering,
  ListPage,
  useShownFilter,
  type FilterField,
  type ListColumn,
  type ListQuery,
  type PageOfQuery,
} from '../../../shared/list-page';
import { useListRefresh, useRowConfirm } from '../../../shared/list-page';
import { splitNumbers } from '../../../shared/list-views/list-loaders';
import { GuardedButton } from '../../../shared/session/permission';
import { uniqueCodesApi } from '../api/unique-codes-api';
import { outcomeCounts, type WymQcAction } from '../components/qc-actions';
import { StatusTag } from '../components/StatusTag';
import { WymDefectDialog } from '../components/WymDefectDialog';
import { WymQcCell } from '../components/WymQcCell';
import { WymNodePicker } from '../components/WymNodePicker';
import { reportAsks } from '../components/report-asks';
import { WymReportDialog, type WymReportPlace } from '../components/WymReportDialog';
import '../locales/register';

const one = (v: unknown) => (Array.isArray(v) ? (v[0] as string | undefined) : (v as string | undefined)) || undefined;

/**
 * /missionWymStatus?nodeId= 唯一码状态: the cutting node's codes × the nodes linked to codes, each cell the code's
 * status there; filters lay, code, status at a node; choose rows or 全选 (every code of the filter: the server takes
 * the filter) to 手动上报 / 改为未上报 at a chosen node, export or print the labels.
 */
/** A page of codes with the node columns and the query it answers. */
interface ShownCodes extends PageOfQuery<WymRow> {
  nodes: WymNodeColumn[];
}

export function WymStatusPage() {
  const [params] = useSearchParams();
  const nodeId = params.get('nodeId') ?? '';
  const { t } = useTranslation();
  if (!nodeId)
    return (
      <div>
        <Typography.Title level={4}>{t('uniqueCodes.menu.status')}</Typography.Title>
        <WymNodePicker path="/missionWymStatus" />
      </div>
    );
  return <WymStatusList key={nodeId} nodeId={nodeId} />;
}

function WymStatusList({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const s = (k: string, o?: Record<string, unknown>) => t(`uniqueCodes.status.${k}`, o);
  const c = (k: string) => t(`uniqueCodes.cut.${k}`);
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [nodes, setNodes] = useState<WymNodeColumn[]>([]);
  const [page, setPage] = useState<{ rows: WymRow[]; total: number }>({ rows: [], total: 0 });
  const [chosen, setChosen] = useState<WymRow[]>([]);
  const [allOfFilter, setAllOfFilter] = useState(false);
  const [target, setTarget] = useState<string | undefined>();
  // The node whose storehouse / customer the dialog asks (tail-in, tail-out, QC), open while set.
  const [asking, setAsking] = useState<WymNodeColumn>();
  // The code and QC node a 次品 report asks the labels of, open while set.
  const [defect, setDefect] = useState<{ row: WymRow; node: WymNodeColumn }>();
  const listKey = `wym-status-${nodeId}`;
  const confirmRow = useRowConfirm(listKey);
  const refresh = useListRefresh(listKey);
  const qc = (k: string, o?: Record<string, unknown>) => t(`uniqueCodes.qc.${k}`, o);
  // 质检 of one code at a QC node: 次品 asks the labels; 合格, 报废 and 返修合格 are confirmed. The page reloads after.
  const qcAct = (row: WymRow, node: WymNodeColumn, action: WymQcAction) => {
    if (action === 'defectived') {
      setDefect({ row, node });
      return;
    }
    confirmRow({
      permission: NodeReportPermission.report,
      title: qc('confirm', { code: row.code, node: node.name, what: qc(action) }),
      content: `${row.missionNo} · ${row.colorName ?? ''} ${row.sizeName ?? ''}`,
      run: () =>
        action === 'repaired'
          ? uniqueCodesApi.repaired(node.missionNodeId, row.id, {})
          : uniqueCodesApi.qc(action, node.missionNodeId, row.id, {}),
    });
  };
  const reportDefect = async (defectiveLabelIds: string[]) => {
    if (!defect) return;
    await uniqueCodesApi.qc('defectived', defect.node.missionNodeId, defect.row.id, { defectiveLabelIds });
    setDefect(undefined);
    await refresh();
  };
  const filterBody = (q: Pick<ListQuery, 'keyword' | 'filters'>) => {
    const status = one(q.filters.status);
    return {
      missionNodeId: nodeId,
      code: q.keyword || undefined,
      lathes: splitNumbers(q.filters.lathes),
      statusNodeId: one(q.filters.statusNodeId),
      status: status === undefined ? undefined : Number(status),
    };
  };
  const selection = () =>
    allOfFilter ? shownFilter.body() : chosen.length ? { missionNodeId: nodeId, wymIds: chosen.map((r) => r.id) } : null;
  const count = allOfFilter ? page.total : chosen.length;
  const clear = () => {
    setAllOfFilter(false);
    setChosen([]);
  };
  const shownFilter = useShownFilter(filterBody, clear);
  const act = async (kind: 'report' | 'undo') => {
    const body = selection();
    const node = nodes.find((n) => n.missionNodeId === target);
    if (!body || !node) {
      void message.warning(s('chooseFirst'));
      return;
    }
    if (kind === 'undo') {
      const ok = await modal.confirm({ title: s('undoConfirm', { node: node.name }) });
      if (!ok) return;
      await uniqueCodesApi.undo(node.missionNodeId, body);
    } else if (reportAsks(node.typeCode).storehouse) {
      setAsking(node);
      return;
    } else await uniqueCodesApi.report(node.missionNodeId, body);
    clear();
  };
  const reportWith = async (place: WymReportPlace) => {
    const body = selection();
    if (!body || !asking) return;
    await uniqueCodesApi.report(asking.missionNodeId, { ...body, ...place });
    setAsking(undefined);
    clear();
  };

  const columns: ListColumn<WymRow>[] = [
    { key: 'lathe', title: c('lathe'), dataIndex: 'lathe', width: 70 },
    { key: 'seq', title: c('seq'), dataIndex: 'seq', width: 80 },
    { key: 'code', title: c('code'), dataIndex: 'code', width: 130, locked: true },
    { key: 'missionNo', title: c('mission'), dataIndex: 'missionNo', width: 130, ellipsis: true },
    { key: 'styleNo', title: c('style'), dataIndex: 'styleNo', width: 120, ellipsis: true },
    { key: 'colorNo', title: c('colorNo'), dataIndex: 'colorNo', width: 90 },
    { key: 'colorName', title: c('color'), dataIndex: 'colorName', width: 100, ellipsis: true },
    { key: 'sizeName', title: c('size'), dataIndex: 'sizeName', width: 80 },
    ...nodes.map((n) => ({
      key: `node-${n.missionNodeId}`,
      title: n.name,
      width: 110,
      render: (_: unknown, r: WymRow) =>
        n.typeCode === 'quality_checking' ? (
          <WymQcCell row={r} nodeId={n.missionNodeId} onAction={(a) => qcAct(r, n, a)} />
        ) : (
          <StatusTag status={r.statuses[n.missionNodeId] ?? 0} />
        ),
    })),
  ];
  const filters: FilterField[] = [
    { name: 'lathes', label: s('lathes'), type: 'text' },
    {
      name: 'statusNodeId',
      label: s('statusNode'),
      type: 'select',
      single: true,
      options: nodes.map((n) => ({ value: n.missionNodeId, label: n.name })),
    },
    {
      name: 'status',
      label: s('status'),
      type: 'select',
      single: true,
      options: [0, 1, 2].map((v) => ({ value: String(v), label: s(`states.${v}`) })),
    },
  ];
  const reportNodes = nodes.filter((n) => !n.isCutting);
  return (
    <>
      <ListPage<WymRow, ShownCodes>
        listKey={listKey}
        title={t('uniqueCodes.menu.status')}
        searchPlaceholder={s('search')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        rowSelection={{
          selectedRowKeys: allOfFilter ? page.rows.map((r) => r.id) : chosen.map((r) => r.id),
          onChange: (_, rows) => {
            setAllOfFilter(false);
            setChosen(rows);
          },
        }}
        summary={
          <Space wrap>
            {nodes
              .filter((n) => n.typeCode === 'quality_checking')
              .map((n) => (
                <Typography.Text key={n.missionNodeId} type="secondary" data-testid={`wym-qc-summary-${n.missionNodeId}`}>
                  {qc('summary', { node: n.name, ...outcomeCounts(page.rows, n.missionNodeId) })}
                </Typography.Text>
              ))}
            {count > 0 && (
              <Typography.Text data-testid="wym-selection">
                {allOfFilter ? s('allSelected', { count }) : s('selected', { count })}
              </Typography.Text>
            )}
            {!allOfFilter && page.total > 0 && (
              <Button size="small" type="link" onClick={() => setAllOfFilter(true)} data-testid="wym-select-all">
                {s('selectAll', { count: page.total })}
              </Button>
            )}
            {count > 0 && (
              <Button size="small" type="link" onClick={clear}>
                {s('clear')}
              </Button>
            )}
          </Space>
        }
        extra={
          <Space wrap>
            <Select
              style={{ width: 150 }}
              placeholder={s('pickTarget')}
              aria-label={s('target')}
              value={target}
              onChange={setTarget}
              options={reportNodes.map((n) => ({ value: n.missionNodeId, label: n.name }))}
              data-testid="wym-target"
            />
            <GuardedButton
              type="primary"
              permission={NodeReportPermission.report}
              disabled={!count || !target}
              onClick={() => act('report')}
              data-testid="wym-report"
            >
              {s('report')}
            </GuardedButton>
            <GuardedButton
              permission={NodeReportPermission.recordCancel}
              disabled={!count || !target}
              onClick={() => act('undo')}
              data-testid="wym-undo"
            >
              {s('undo')}
            </GuardedButton>
            <ExportButton
              path="fac-mission-prcd-nodes/exportWYMStatus"
              permission={UniqueCodePermission.list}
              label={s('export')}
              body={() => selection() ?? shownFilter.body()}
            />
            <GuardedButton
              permission={UniqueCodePermission.print}
              disabled={!count}
              onClick={() => void navigate('/missionWym/print', { state: { body: selection() } })}
              data-testid="wym-print"
            >
              {s('print')}
            </GuardedButton>
            <GuardedButton permission={NodeReportPermission.report} onClick={() => navigate(`/missionWym?nodeId=${nodeId}`)}>
              {s('toCut')}
            </GuardedButton>
          </Space>
        }
        fetchPage={async (q: ListQuery): Promise<ShownCodes> => {
          const res = await uniqueCodesApi.list({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterBody(q) });
          return answering(q, { list: res.list, totalCount: res.totalCount, nodes: res.nodes });
        }}
        onPage={(shown) => {
          shownFilter.see(shown);
          setNodes(shown.nodes);
          setPage({ rows: shown.list, total: shown.totalCount });
        }}
      />
      <WymDefectDialog
        open={Boolean(defect)}
        code={defect?.row.code ?? ''}
        node={defect?.node.name ?? ''}
        onCancel={() => setDefect(undefined)}
        onConfirm={reportDefect}
      />
      <WymReportDialog node={asking} count={count} onCancel={() => setAsking(undefined)} onConfirm={reportWith} />
    </>
  );
}
