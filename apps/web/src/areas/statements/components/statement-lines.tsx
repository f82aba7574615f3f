import type { StatementLine } from '@gf/contracts';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sourceHref, sourceTypeName } from '../statement-links';
import { money } from './statement-parts';
import '../locales/register';

/** A document number linked to its detail page where the web has one. */
function DocLink({ type, id, no }: { type: string | null; id: string | null; no: string | null }) {
  if (!no || !type || !id) return <>{no ?? '-'}</>;
  const href = sourceHref(type, id, no);
  return href ? <Link to={href}>{no}</Link> : <>{no}</>;
}

/**
 * The columns of a partner's statement lines: date, document (type, number), the bill owed, ledger, increase,
 * decrease, running balance, memo; `extra` columns go after the bill owed.
 */
export function useStatementLineColumns(extra: ColumnsType<StatementLine> = []): ColumnsType<StatementLine> {
  const { t, i18n } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  return [
    { key: 'date', title: f('date'), dataIndex: 'entryDate', width: 100 },
    {
      key: 'sourceType',
      title: f('sourceType'),
      dataIndex: 'sourceType',
      width: 110,
      render: (v: string) => sourceTypeName(v, i18n.language),
    },
    {
      key: 'sourceNo',
      title: f('sourceNo'),
      dataIndex: 'sourceNo',
      width: 135,
      render: (v: string, r) => <DocLink type={r.sourceType} id={r.sourceId} no={v} />,
    },
    {
      key: 'itemNo',
      title: f('itemNo'),
      dataIndex: 'itemNo',
      width: 135,
      render: (v: string | null, r) => <DocLink type={r.itemType} id={r.itemId} no={v} />,
    },
    ...extra,
    { key: 'ledger', title: f('ledger'), dataIndex: 'ledgerName', width: 90 },
    { key: 'increase', title: f('increase'), dataIndex: 'increase', align: 'right', width: 105, render: money },
    { key: 'decrease', title: f('decrease'), dataIndex: 'decrease', align: 'right', width: 105, render: money },
    {
      key: 'balance',
      title: f('balance'),
      dataIndex: 'balance',
      align: 'right',
      width: 115,
      render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text>,
    },
    { key: 'memo', title: f('memo'), dataIndex: 'memo', ellipsis: true },
  ];
}
