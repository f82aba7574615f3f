import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ListPage, type FilterField, type ListColumn, type ListQuery, type PageResult } from '../../../shared/list-page';
import { chosenStatuses, statusOptions } from './status-options';
import '../locales/register';

/** What both adjustment lists show of a bill: its number, the order it adjusts, the styles, status and creator. */
interface AdjustmentRow {
  id: string;
  orderNo: string;
  facPrdOrderId: string;
  concatPrdOrderNo: string;
  styleNos: string[];
  displayStatus: number;
  createByName: string | null;
  remark: string | null;
}

export interface AdjustmentBillListProps<Row extends AdjustmentRow> {
  listKey: string;
  /** Locale keys under orderAdjustments.: the page title and the search box's hint. */
  titleKey: string;
  searchKey: string;
  /** Field locale key of the number column, and the bill's detail page (opened with ?id=). */
  numberTitleKey: string;
  detailPath: string;
  /** The bill's own columns (its date, and the figures before and after), shown between the styles and the status. */
  dateColumn: ListColumn<Row>;
  figureColumns: ListColumn<Row>[];
  fetchPage: (query: { pageNo: number; pageSize: number; keyWord?: string; statusList?: number[] }) => Promise<PageResult<Row>>;
}

/** The list frame of 订单调整单 and 订单调价单: a row opens its detail, its order opens the order. */
export function AdjustmentBillList<Row extends AdjustmentRow>(props: AdjustmentBillListProps<Row>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  const open = (id: string) => void navigate(`${props.detailPath}?id=${id}`);
  const columns: ListColumn<Row>[] = [
    {
      key: 'orderNo',
      title: f(props.numberTitleKey),
      dataIndex: 'orderNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <a onClick={() => open(r.id)}>{v}</a>,
    },
    props.dateColumn,
    {
      key: 'order',
      title: f('order'),
      dataIndex: 'concatPrdOrderNo',
      width: 150,
      render: (v: string, r) => <a onClick={() => void navigate(`/orderProductioDetail?id=${r.facPrdOrderId}`)}>{v}</a>,
    },
    {
      key: 'styles',
      title: f('styles'),
      dataIndex: 'styleNos',
      width: 140,
      ellipsis: true,
      render: (v: string[]) => v.join('、'),
    },
    ...props.figureColumns,
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'displayStatus',
      width: 100,
      render: (v: number) => <BillStatusTag status={v} />,
    },
    { key: 'creator', title: f('creator'), dataIndex: 'createByName', width: 100 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 80,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          {t('orderAdjustments.list.view')}
        </Button>
      ),
    },
  ];
  const filters: FilterField[] = [{ name: 'status', label: f('status'), type: 'select', options: statusOptions(i18n.language) }];
  return (
    <ListPage<Row>
      listKey={props.listKey}
      title={t(`orderAdjustments.${props.titleKey}`)}
      searchPlaceholder={t(`orderAdjustments.${props.searchKey}`)}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="id"
      fetchPage={(q: ListQuery) =>
        props.fetchPage({
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          keyWord: q.keyword || undefined,
          statusList: chosenStatuses(q.filters.status),
        })
      }
    />
  );
}
