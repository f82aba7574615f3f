import { Link } from 'react-router';
import { formatDateTime } from '../format/format';
import type { ListColumn } from '../list-page';

/** List columns shared by the material bill lists (送料单, 送料通知单, 余料入库单). */

/** The bill number, linking to `detailPath` + id; always shown. */
export const billNoColumn = <R extends { id: string; orderNo: string }>(title: string, detailPath: string): ListColumn<R> => ({
  key: 'orderNo',
  title,
  dataIndex: 'orderNo',
  locked: true,
  render: (v: string, r) => <Link to={`${detailPath}${encodeURIComponent(r.id)}`}>{v}</Link>,
});

/** The processing factory (加工厂) in the row's `key`; none is `inHouse` (本厂). */
export const outsideFactoryColumn = <R,>(key: string, title: string, inHouse: string): ListColumn<R> => ({
  key,
  title,
  dataIndex: key,
  render: (v: string | null) => v ?? inHouse,
});

/** 备注 (cut to the column) and 操作时间 (the creation time), the last columns of the lists. */
export const remarkAndCreatedColumns = <R,>(remark: string, createdAt: string): ListColumn<R>[] => [
  { key: 'remark', title: remark, dataIndex: 'remark', ellipsis: true },
  { key: 'createdAt', title: createdAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
];
