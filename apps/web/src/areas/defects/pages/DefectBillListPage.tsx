import { DefectPermission as P, dec, defectActionLabels, defectBillStatusLabels, type DefectBillRow } from '@gf/contracts';
import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { defectsApi } from '../api/defects-api';
import { DefectBillDialog } from '../components/DefectBillDialog';
import '../locales/register';

const LIST_KEY = 'defect-bills';
const one = (v: unknown) => (typeof v === 'string' && v ? v : Array.isArray(v) && v.length ? String(v[0]) : undefined);

/** 全部次品管理单据 (/allInferiorBill, bill-repair/list): every defect bill with filters, 查看详情, 打印, 撤销, export. */
export function DefectBillListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const refresh = useListRefresh(LIST_KEY);
  const [open, setOpen] = useState<string | null>(null);
  const query = useRef<Record<string, unknown>>({});
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const f = (k: string) => t(`defects.bill.${k}`);

  const undo = (r: DefectBillRow) =>
    modal.confirm({
      title: t('defects.bill.undoConfirm', { no: r.billNo }),
      onOk: async () => {
        await defectsApi.undo(r.id);
        await refresh();
      },
    });
  const columns: ListColumn<DefectBillRow>[] = [
    {
      key: 'kind',
      title: f('kind'),
      dataIndex: 'action',
      width: 100,
      render: (v: DefectBillRow['action']) => defectActionLabels[v][lang],
    },
    {
      key: 'billNo',
      title: f('billNo'),
      dataIndex: 'billNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <a onClick={() => setOpen(r.id)}>{v}</a>,
    },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => defectBillStatusLabels[v]?.[lang] ?? v,
    },
    { key: 'date', title: f('date'), dataIndex: 'dateCompleted', width: 100 },
    { key: 'finishUser', title: f('finishUser'), dataIndex: 'finishUserName', width: 100 },
    { key: 'outsideFactory', title: f('outsideFactory'), dataIndex: 'outsideFactoryName', width: 130, ellipsis: true },
    { key: 'returnUser', title: f('returnUser'), dataIndex: 'returnUserName', width: 100 },
    {
      key: 'styleNos',
      title: f('styleNos'),
      dataIndex: 'styleNos',
      width: 130,
      ellipsis: true,
      render: (v: string[]) => v.join('、'),
    },
    { key: 'total', title: f('total'), dataIndex: 'totalNum', width: 90, align: 'right', render: (v: string) => dec.norm(v) },
    { key: 'storehouse', title: f('storehouse'), dataIndex: 'storehouseName', width: 100 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 120, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 200,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen(r.id)}>
            {f('view')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(`/allInferiorBill/print?id=${encodeURIComponent(r.id)}`)}
            data-testid="defect-bill-print-row"
          >
            {f('print')}
          </Button>
          {r.status === 2 ? (
            <GuardedButton
              permission={P.billCancel}
              type="link"
              size="small"
              danger
              onClick={() => undo(r)}
              data-testid="defect-bill-undo"
            >
              {f('undo')}
            </GuardedButton>
          ) : null}
        </Space>
      ),
    },
  ];
  const filters: FilterField[] = [
    {
      name: 'action',
      label: f('kind'),
      type: 'select',
      single: true,
      options: (['QUALIFY', 'REPAIR', 'WASTE', 'RETURN'] as const).map((a) => ({ value: a, label: defectActionLabels[a][lang] })),
    },
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      single: true,
      options: [2, 5].map((s) => ({ value: String(s), label: defectBillStatusLabels[s]![lang] })),
    },
    { name: 'date', label: f('date'), type: 'dateRange' },
    { name: 'styleNo', label: f('styleNos'), type: 'text' },
  ];
  return (
    <>
      <ListPage<DefectBillRow>
        listKey={LIST_KEY}
        title={t('defects.menu.bills')}
        searchPlaceholder={f('billNo')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        extra={<ExportButton path="bill-repair/export" body={() => query.current} permission={P.billView} />}
        fetchPage={(q: ListQuery) => {
          const date = Array.isArray(q.filters.date) ? (q.filters.date as string[]) : [];
          const status = one(q.filters.status);
          query.current = {
            billNo: q.keyword || undefined,
            action: one(q.filters.action),
            status: status ? Number(status) : undefined,
            dateStart: date[0],
            dateEnd: date[1],
            styleNo: one(q.filters.styleNo),
          };
          return defectsApi.bills({ ...query.current, pageNo: q.pageNo, pageSize: q.pageSize });
        }}
      />
      <DefectBillDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}
