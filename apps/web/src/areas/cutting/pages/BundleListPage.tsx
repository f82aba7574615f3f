import { CuttingPermission, type BundleRow } from '@gf/contracts';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { splitNumbers } from '../../../shared/list-views/list-loaders';
import { GuardedButton } from '../../../shared/session/permission';
import { cuttingApi } from '../api/cutting-api';
import { colorLoader, missionLoader, sizeLoader, styleLoader } from '../components/loaders';
import { PieceGroupsDialog } from '../components/PieceGroupsDialog';
import { PrintTicketsDialog, type PrintRequest } from '../components/PrintTicketsDialog';
import '../locales/register';

const ids = (v: unknown) => (Array.isArray(v) && v.length ? v.map(String) : undefined);
const one = (v: unknown) => (Array.isArray(v) ? (v[0] as string | undefined) : (v as string | undefined)) || undefined;

/** The list's filter as the calls take it (the page, the Excel, the tickets of 选择全部). */
function filterBody(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = q.filters;
  const dates = Array.isArray(f.date) ? (f.date as string[]) : [];
  return {
    ticketNo: q.keyword || undefined,
    missionId: one(f.missionId),
    goodsStyleId: one(f.goodsStyleId),
    lathes: splitNumbers(f.lathes),
    colorIds: ids(f.colorIds),
    sizeIds: ids(f.sizeIds),
    finishStartDate: dates[0],
    finishEndDate: dates[1],
  };
}

/** A page of bundles with its pieces and the query it answers. */
interface ShownBundles extends PageOfQuery<BundleRow> {
  pieces: number;
}

/**
 * /ligation/list 扎号列表: the bundles of reported lays with their filters; choose rows, or every bundle of the filter
 * (选择全部), to export or print tickets; 裁片组配置 per style.
 */
export function BundleListPage() {
  const { t } = useTranslation();
  const l = (k: string, o?: Record<string, unknown>) => t(`cutting.list.${k}`, o);
  const r = (k: string) => t(`cutting.report.${k}`);
  const navigate = useNavigate();
  const [page, setPage] = useState<{ rows: BundleRow[]; total: number; pieces: number }>({ rows: [], total: 0, pieces: 0 });
  const [chosen, setChosen] = useState<BundleRow[]>([]);
  const [allOfFilter, setAllOfFilter] = useState(false);
  const [printing, setPrinting] = useState<PrintRequest | null>(null);
  const [groupsOpen, setGroupsOpen] = useState(false);
  const shownFilter = useShownFilter(filterBody, () => {
    setAllOfFilter(false);
    setChosen([]);
  });

  const selection = (): PrintRequest | null => {
    if (allOfFilter) return { body: shownFilter.body(), styleIds: [...new Set(page.rows.map((b) => b.goodsStyleId))] };
    if (!chosen.length) return null;
    return { body: { ligationIds: chosen.map((b) => b.id) }, styleIds: [...new Set(chosen.map((b) => b.goodsStyleId))] };
  };

  const columns: ListColumn<BundleRow>[] = [
    { key: 'ticketNo', title: r('ticketNo'), dataIndex: 'ticketNo', locked: true, width: 190 },
    { key: 'lathe', title: r('lathe'), dataIndex: 'lathe', width: 80 },
    { key: 'missionNo', title: r('mission'), dataIndex: 'missionNo', width: 140 },
    { key: 'style', title: r('style'), width: 160, ellipsis: true, render: (_: unknown, b) => `${b.styleNo} ${b.styleName}` },
    { key: 'color', title: l('colors'), dataIndex: 'colorName', width: 100 },
    { key: 'size', title: r('size'), dataIndex: 'sizeName', width: 90 },
    { key: 'lot', title: l('lot'), dataIndex: 'lot', width: 100 },
    { key: 'num', title: r('num'), dataIndex: 'num', align: 'right', width: 95 },
    { key: 'date', title: l('date'), dataIndex: 'dateCompleted', width: 110 },
    { key: 'finishUser', title: l('finishUser'), dataIndex: 'finishUserName', width: 110, ellipsis: true },
    { key: 'reportNo', title: l('reportNo'), dataIndex: 'reportBillNo', width: 140 },
  ];
  const filters: FilterField[] = [
    { name: 'missionId', label: l('mission'), type: 'searchSelect', loader: missionLoader, single: true },
    { name: 'goodsStyleId', label: l('style'), type: 'searchSelect', loader: styleLoader, single: true },
    { name: 'lathes', label: l('lathes'), type: 'text' },
    { name: 'colorIds', label: l('colors'), type: 'searchSelect', loader: colorLoader },
    { name: 'sizeIds', label: l('sizes'), type: 'searchSelect', loader: sizeLoader },
    { name: 'date', label: l('date'), type: 'dateRange' },
  ];
  const count = allOfFilter ? page.total : chosen.length;
  return (
    <>
      <ListPage<BundleRow, ShownBundles>
        listKey="cutting-bundles"
        title={t('cutting.menu.list')}
        searchPlaceholder={l('search')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        rowSelection={{
          selectedRowKeys: allOfFilter ? page.rows.map((b) => b.id) : chosen.map((b) => b.id),
          onChange: (_, rows) => {
            setAllOfFilter(false);
            setChosen(rows);
          },
        }}
        summary={
          <Space wrap>
            <Typography.Text type="secondary">{l('totalNum', { num: page.pieces })}</Typography.Text>
            {count > 0 && (
              <Typography.Text data-testid="bundle-selection">
                {allOfFilter ? l('allSelected', { count }) : l('selected', { count })}
              </Typography.Text>
            )}
            {!allOfFilter && page.total > 0 && (
              <Button size="small" type="link" onClick={() => setAllOfFilter(true)}>
                {l('selectAll', { count: page.total })}
              </Button>
            )}
            {count > 0 && (
              <Button
                size="small"
                type="link"
                onClick={() => {
                  setAllOfFilter(false);
                  setChosen([]);
                }}
              >
                {l('clear')}
              </Button>
            )}
          </Space>
        }
        extra={
          <Space>
            <GuardedButton permission={CuttingPermission.pieceGroup} onClick={() => setGroupsOpen(true)}>
              {l('groups')}
            </GuardedButton>
            <GuardedButton
              type="primary"
              permission={CuttingPermission.print}
              disabled={count === 0}
              onClick={() => setPrinting(selection())}
            >
              {l('print')}
            </GuardedButton>
            <ExportButton
              path="fac-mission-prcd-nodes/generateExcelForLigation"
              permission={CuttingPermission.list}
              label={l('export')}
              body={() => selection()?.body ?? shownFilter.body()}
            />
          </Space>
        }
        fetchPage={async (q: ListQuery): Promise<ShownBundles> => {
          const res = await cuttingApi.list({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterBody(q) });
          return answering(q, { list: res.list, totalCount: res.totalCount, pieces: res.totalNum });
        }}
        onPage={(shown) => {
          shownFilter.see(shown);
          setPage({ rows: shown.list, total: shown.totalCount, pieces: shown.pieces });
        }}
      />
      <PrintTicketsDialog
        request={printing}
        onClose={() => setPrinting(null)}
        onOpen={(body, format) => {
          setPrinting(null);
          void navigate(`/ligation/print?format=${format}`, { state: { body } });
        }}
      />
      <PieceGroupsDialog open={groupsOpen} onClose={() => setGroupsOpen(false)} />
    </>
  );
}
