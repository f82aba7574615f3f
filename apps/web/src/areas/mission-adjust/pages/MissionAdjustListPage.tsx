import { MissionAdjustPermission as P, billStatusLabels, type MissionAdjustRow } from '@gf/contracts';
import { App, Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { missionAdjustApi } from '../api/mission-adjust-api';
import '../locales/register';

const LIST_KEY = 'mission-adjusts';
type ListFilter = Parameters<typeof missionAdjustApi.page>[0];

/**
 * 工单调整单 list (fac/missionAdjust/list): number, date, mission, style, quantities before and after the change,
 * delivery date change, reason, status; filters by number, mission number, status and date; several bills selected
 * are submitted, approved or rejected at once (fac/missionAdjust/batch).
 */
export function MissionAdjustListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const refresh = useListRefresh(LIST_KEY);
  const [selected, setSelected] = useState<string[]>([]);
  // The export takes the list's present filter (every page of it).
  const exportFilter = useRef<ListFilter>({ pageNo: 1, pageSize: 20 });
  const f = (k: string) => t(`missionAdjust.field.${k}`);
  const open = (id: string) => void navigate(`/missionAdjust?id=${id}`);

  const batch = async (action: 'submit' | 'pass' | 'reject', reason?: string) => {
    const answer = await missionAdjustApi.batch(selected, action, reason);
    const refused = answer.results.filter((r) => !r.ok).map((r) => r.msg);
    (answer.failed ? message.warning : message.success)(
      [t('missionAdjust.list.batchDone', { ok: answer.succeeded, failed: answer.failed }), ...refused].join('；'),
    );
    setSelected([]);
    await refresh();
  };
  const reject = () => {
    let reason = '';
    modal.confirm({
      title: t('missionAdjust.list.rejectReason'),
      content: <Input.TextArea autoFocus maxLength={500} onChange={(e) => (reason = e.target.value)} />,
      onOk: () => batch('reject', reason || undefined),
    });
  };

  const columns: ListColumn<MissionAdjustRow>[] = [
    {
      key: 'adjustNo',
      title: f('adjustNo'),
      dataIndex: 'adjustNo',
      locked: true,
      width: 130,
      render: (v: string, r) => <a onClick={() => open(r.id)}>{v}</a>,
    },
    { key: 'placeorderAt', title: f('placeorderAt'), dataIndex: 'placeorderAt', width: 100 },
    {
      key: 'mission',
      title: f('mission'),
      dataIndex: 'missionNo',
      width: 130,
      render: (v: string, r) => <a onClick={() => void navigate(`/OrderDetailed?missionId=${r.missionId}`)}>{v}</a>,
    },
    { key: 'style', title: f('style'), dataIndex: 'styleNo', width: 90, ellipsis: true },
    { key: 'oldTotal', title: f('oldTotal'), dataIndex: 'oldTotalNum', align: 'right', width: 80 },
    { key: 'newTotal', title: f('newTotal'), dataIndex: 'newTotalNum', align: 'right', width: 80 },
    {
      key: 'delivery',
      title: f('delivery'),
      dataIndex: 'newDeliveryAt',
      width: 100,
      render: (v: string | null, r) => (v ? `→ ${v}` : r.oldDeliveryAt),
    },
    { key: 'reason', title: f('reason'), dataIndex: 'reason', width: 110, ellipsis: true },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 90, render: (v: number) => <BillStatusTag status={v} /> },
    // 制单人 wide enough for a name under the English header (the columns add up to the 1440 px screen's table)
    { key: 'creator', title: f('creator'), dataIndex: 'createByName', width: 110, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 80,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          {t('missionAdjust.list.view')}
        </Button>
      ),
    },
  ];
  const statusOptions = [0, 1, 2, 3, 4, 5].map((s) => ({
    value: String(s),
    label: (i18n.language === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s),
  }));
  const filters: FilterField[] = [
    { name: 'missionNo', label: t('missionAdjust.list.missionNo'), type: 'text' },
    { name: 'status', label: f('status'), type: 'select', options: statusOptions },
    { name: 'date', label: f('date'), type: 'dateRange' },
  ];
  const one = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return (
    <ListPage<MissionAdjustRow>
      listKey={LIST_KEY}
      title={t('missionAdjust.menu.list')}
      searchPlaceholder={t('missionAdjust.list.search')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="id"
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      extra={
        <Space>
          <ExportButton path="fac/missionAdjust/export" permission={P.query} body={() => exportFilter.current} />
          <GuardedButton
            permission={P.add}
            disabled={!selected.length}
            onClick={() => void batch('submit')}
            data-testid="adjust-batch-submit"
          >
            {t('missionAdjust.list.batchSubmit')}
          </GuardedButton>
          <GuardedButton permission={P.query} disabled={!selected.length} onClick={() => void batch('pass')}>
            {t('missionAdjust.list.batchPass')}
          </GuardedButton>
          <GuardedButton permission={P.query} disabled={!selected.length} onClick={reject}>
            {t('missionAdjust.list.batchReject')}
          </GuardedButton>
          <GuardedButton
            permission={P.add}
            type="primary"
            onClick={() => void navigate('/missionAdjust?new=1')}
            data-testid="adjust-create"
          >
            {t('missionAdjust.list.create')}
          </GuardedButton>
        </Space>
      }
      fetchPage={(q: ListQuery) => {
        const status = q.filters.status;
        const date = Array.isArray(q.filters.date) ? (q.filters.date as string[]) : [];
        const query: ListFilter = {
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          adjustNo: q.keyword || undefined,
          missionNo: one(q.filters.missionNo),
          statusList: Array.isArray(status) && status.length ? status.map(Number) : undefined,
          dateStart: date[0],
          dateEnd: date[1],
        };
        exportFilter.current = query;
        return missionAdjustApi.page(query);
      }}
    />
  );
}
