import {
  DefectPermission as P,
  NodeReportPermission,
  dec,
  defectStatusLabels,
  type DefectListAnswer,
  type DefectRow,
} from '@gf/contracts';
import { Checkbox, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import {
  defectLabelLoader,
  defectsApi,
  missionLoader,
  outsideFactoryLoader,
  type DefectActionKind,
  type DefectQuery,
} from '../api/defects-api';
import { BatchQcDialog } from '../components/BatchQcDialog';
import { DefectActionDialog } from '../components/DefectActionDialog';
import { DefectReturnDialog } from '../components/DefectReturnDialog';
import { setDefectTotals, useDefectTotals } from '../components/defect-totals';
import '../locales/register';

const LIST_KEY = 'defects';
const one = (v: unknown) => (typeof v === 'string' && v ? v : Array.isArray(v) && v.length ? String(v[0]) : undefined);

/**
 * 次品管理 (/inferiorMamage, defectived/list): the open defects of reviewed QC reports by mission, with filters; 合格 /
 * 再修 / 报废 / 退回返修 on the chosen rows or, with 全选操作, on every row of the filter.
 */
export function DefectListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useListRefresh(LIST_KEY);
  const [selected, setSelected] = useState<string[]>([]);
  const [selectedRows, setSelectedRows] = useState<DefectRow[]>([]);
  const [acrossFilter, setAcrossFilter] = useState(false);
  const [kind, setKind] = useState<DefectActionKind | null>(null);
  const [batchQc, setBatchQc] = useState(false);
  const query = useRef<DefectQuery>({ status: 0 });
  const f = (k: string) => t(`defects.field.${k}`);
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  const columns: ListColumn<DefectRow>[] = [
    { key: 'styleNo', title: f('styleNo'), dataIndex: 'styleNo', locked: true, width: 100 },
    {
      key: 'missionNo',
      title: f('missionNo'),
      dataIndex: 'missionNo',
      width: 130,
      render: (v: string, r) => <a onClick={() => void navigate(`/OrderDetailed?missionId=${r.missionId}`)}>{v}</a>,
    },
    { key: 'node', title: f('node'), dataIndex: 'nodeName', width: 80, ellipsis: true },
    { key: 'outsideFactory', title: f('outsideFactory'), dataIndex: 'outsideFactoryName', width: 100, ellipsis: true },
    { key: 'storehouse', title: f('storehouse'), dataIndex: 'storehouseName', width: 90, ellipsis: true },
    { key: 'color', title: f('color'), dataIndex: 'colorName', width: 70, ellipsis: true },
    { key: 'standard', title: f('standard'), dataIndex: 'standardName', width: 60 },
    { key: 'size', title: f('size'), dataIndex: 'sizeName', width: 70, ellipsis: true },
    {
      key: 'labels',
      title: f('labels'),
      dataIndex: 'defectLabelNames',
      width: 110,
      render: (v: string[]) => v.map((name) => <Tag key={name}>{name}</Tag>),
    },
    { key: 'openNum', title: f('openNum'), dataIndex: 'openNum', align: 'right', width: 70, render: (v: string) => dec.norm(v) },
    { key: 'repairCount', title: f('repairCount'), dataIndex: 'repairCount', align: 'right', width: 80 },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      width: 130,
      ellipsis: true,
      render: (v: number, r) => {
        const to = [r.returnNodeName, r.returnFactoryName, r.returnUserName].filter(Boolean).join(' / ');
        return (
          <span>
            <Tag color={v === 4 ? 'orange' : 'blue'}>{defectStatusLabels[v]?.[lang] ?? v}</Tag>
            {to}
          </span>
        );
      },
    },
  ];
  const filters: FilterField[] = [
    { name: 'missionId', label: f('mission'), type: 'searchSelect', loader: missionLoader, single: true },
    { name: 'outsideFactoryId', label: f('outsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader, single: true },
    { name: 'defectLabelId', label: f('labels'), type: 'searchSelect', loader: defectLabelLoader, single: true },
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      single: true,
      options: [0, 4].map((s) => ({ value: String(s), label: defectStatusLabels[s]![lang] })),
    },
  ];
  const act = (k: DefectActionKind) => setKind(k);
  const target = acrossFilter
    ? { selectAllFlag: true, query: query.current, defectivedList: [] }
    : { selectAllFlag: false, defectivedList: selected.map((id) => ({ id })) };
  return (
    <>
      <ListPage<DefectRow, DefectListAnswer>
        listKey={LIST_KEY}
        title={t('defects.menu.list')}
        searchPlaceholder={t('defects.list.search')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => {
            setSelected(keys.map(String));
            setSelectedRows(rows.filter(Boolean));
          },
        }}
        summary={<DefectSummary acrossFilter={acrossFilter} onAcrossFilter={setAcrossFilter} selected={selected.length} />}
        extra={
          <DefectToolbar acrossFilter={acrossFilter} selected={selected.length} onAct={act} onBatchQc={() => setBatchQc(true)} />
        }
        fetchPage={async (q: ListQuery) => {
          const status = Number(one(q.filters.status) ?? 0);
          query.current = {
            styleNo: q.keyword || undefined,
            missionId: one(q.filters.missionId),
            outsideFactoryId: one(q.filters.outsideFactoryId),
            defectLabelId: one(q.filters.defectLabelId),
            status,
          };
          return defectsApi.page({ ...query.current, pageNo: q.pageNo, pageSize: q.pageSize });
        }}
        onPage={(page) => setDefectTotals({ count: page.totalCount, total: page.totalOpen })}
      />
      <BatchQcDialog
        open={batchQc}
        onClose={(done) => {
          setBatchQc(false);
          if (done) void refresh();
        }}
      />
      <DefectReturnDialog
        open={kind === 'return'}
        rows={acrossFilter ? [] : selectedRows}
        acrossFilter={acrossFilter ? { query: query.current } : null}
        onClose={(done) => {
          setKind(null);
          if (done) {
            setSelected([]);
            setSelectedRows([]);
            void refresh();
          }
        }}
      />
      <DefectActionDialog
        kind={kind === 'return' ? null : kind}
        target={target}
        selectedCount={selected.length}
        acrossFilter={acrossFilter}
        single={!acrossFilter && selected.length === 1}
        onClose={(done) => {
          setKind(null);
          if (done) {
            setSelected([]);
            setSelectedRows([]);
            void refresh();
          }
        }}
      />
    </>
  );
}

/** 未处理次品合计 and 全选操作: reads the list's totals, so a fetch re-renders this line only. */
function DefectSummary(p: { acrossFilter: boolean; onAcrossFilter: (v: boolean) => void; selected: number }) {
  const { t } = useTranslation();
  const summary = useDefectTotals();
  return (
    <Space size="large">
      <span data-testid="defect-total">{t('defects.list.total', { total: dec.norm(summary.total), count: summary.count })}</span>
      <Checkbox checked={p.acrossFilter} onChange={(e) => p.onAcrossFilter(e.target.checked)} data-testid="defect-across-filter">
        {t('defects.list.selectAll', { count: summary.count })}
      </Checkbox>
      {!p.acrossFilter && p.selected ? <span>{t('defects.list.selected', { count: p.selected })}</span> : null}
    </Space>
  );
}

/** 合格 / 再修 / 报废 / 退回返修, enabled when rows are chosen or the filter has rows (全选操作). */
function DefectToolbar(p: {
  acrossFilter: boolean;
  selected: number;
  onAct: (k: DefectActionKind) => void;
  onBatchQc: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useDefectTotals();
  const count = p.acrossFilter ? summary.count : p.selected;
  return (
    <Space>
      {(['qualify', 'repair', 'waste', 'return'] as const).map((k) => (
        <GuardedButton
          key={k}
          permission={P.handle}
          type={k === 'qualify' ? 'primary' : 'default'}
          danger={k === 'waste'}
          disabled={count === 0}
          onClick={() => p.onAct(k)}
          data-testid={`defect-${k}`}
        >
          {t(`defects.list.${k}`)}
        </GuardedButton>
      ))}
      <GuardedButton permission={NodeReportPermission.report} onClick={p.onBatchQc} data-testid="defect-batch-qc">
        {t('defects.batch.open')}
      </GuardedButton>
      <GuardedButton permission={P.billView} onClick={() => void navigate('/allInferiorBill')}>
        {t('defects.list.allBills')}
      </GuardedButton>
    </Space>
  );
}
