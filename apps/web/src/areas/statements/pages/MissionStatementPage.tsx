import {
  StatementPermission as P,
  type MissionStatement,
  type MissionStatementInput,
  type MissionStatementRow,
  type SettlementFigures,
} from '@gf/contracts';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { ListPage, type ListColumn } from '../../../shared/list-page';
import { statementsApi } from '../api/statements-api';
import { outsideFilters, outsideInput } from '../components/outside-filter';
import { settlementColumns, settlementText } from '../components/settlement-columns';
import { money, one } from '../components/statement-parts';
import { missionHref, outsidePayDetailHref } from '../outside-links';
import '../locales/register';

const zero: SettlementFigures = { owed: '0.00', paid: '0.00', offset: '0.00', adjusted: '0.00', open: '0.00' };

/**
 * 工单对账 (/finance/missionStatement): per processing factory and mission what its reviewed outside-processing reports
 * came to, what was paid, offset, adjusted and is open, with the running open per factory; totals over every row;
 * 导出. The mission number opens the mission, the factory its settlement lines.
 */
export function MissionStatementPage() {
  const { t } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  const [totals, setTotals] = useState(zero);
  const filter = useRef<MissionStatementInput>({ pageNo: 1, pageSize: 20 });
  const columns: ListColumn<MissionStatementRow>[] = [
    {
      key: 'factory',
      title: f('outsideFactory'),
      dataIndex: 'outsideFactoryName',
      locked: true,
      width: 140,
      ellipsis: true,
      render: (v: string, r) => <Link to={outsidePayDetailHref(r.outsideFactoryId, filter.current)}>{v}</Link>,
    },
    {
      key: 'missionNo',
      title: f('missionNo'),
      dataIndex: 'missionNo',
      width: 130,
      render: (v: string, r) => (
        <Link to={missionHref(r.missionId)} data-testid="mission-link">
          {v}
        </Link>
      ),
    },
    { key: 'orderNo', title: f('orderNo'), dataIndex: 'productionOrderNo', width: 150, render: (v: string | null) => v ?? '-' },
    { key: 'bills', title: f('items'), dataIndex: 'bills', align: 'right', width: 70 },
    { key: 'firstDate', title: f('firstDate'), dataIndex: 'firstDate', width: 100 },
    ...settlementColumns<MissionStatementRow>(t, (r) => r, { width: 90 }),
    {
      key: 'balance',
      title: f('balance'),
      dataIndex: 'balance',
      align: 'right',
      width: 110,
      render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text>,
    },
  ];
  const filters = outsideFilters(t, [{ name: 'missionNo', label: f('missionNo'), type: 'text' }]);
  return (
    <ListPage<MissionStatementRow, MissionStatement>
      listKey="statements-missions"
      title={t('statements.menu.missions')}
      searchPlaceholder={t('statements.list.searchFactory')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey={(r) => `${r.outsideFactoryId}:${r.missionId}`}
      summary={
        <div className="list-summary" data-testid="mission-statement-totals">
          <Typography.Text strong>{`${t('statements.list.total')}${settlementText(t, totals)}`}</Typography.Text>
        </div>
      }
      extra={<ExportButton path={statementsApi.missionsExport} permission={P.export} body={() => filter.current} />}
      onPage={(page) => setTotals(page.totals)}
      fetchPage={(q) => {
        const query: MissionStatementInput = { ...outsideInput(q), missionNo: one(q.filters.missionNo) };
        filter.current = query;
        return statementsApi.missions(query);
      }}
    />
  );
}
