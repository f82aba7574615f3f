import { PaymentPermission, type StatementLine } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../shared/session/permission';
import { statementsApi } from '../api/statements-api';
import { StatementDetailView, useUrlPatch } from '../components/StatementDetailView';
import { missionHref, nodeReportIds, nodeReportOf, payFormHref } from '../outside-links';
import { sourceTypeName } from '../statement-links';
import '../locales/register';

/** The kinds of document a processing factory's lines come from (单据类型). */
const billTypes = ['FAC_MISSION_COMPLETE', 'PAYMENT', 'PREPAY', 'NEED_PAY_ADJUST_ORDER', 'NEED_PAY_HEDGING'] as const;

/**
 * 工单号 and 节点 of each line: the mission and node of the node report it belongs to or settles, looked up in one call
 * for the page's reports.
 */
function useMissionColumns(lines: StatementLine[]): ColumnsType<StatementLine> {
  const { t } = useTranslation();
  const ids = nodeReportIds(lines);
  const query = useQuery({
    queryKey: ['outside-pay-reports', ids],
    queryFn: () => statementsApi.reports(ids),
    enabled: ids.length > 0,
    retry: false,
  });
  const reports = new Map((query.data?.list ?? []).map((r) => [r.id, r]));
  const reportOf = (r: StatementLine) => {
    const id = nodeReportOf(r);
    return id ? reports.get(id) : undefined;
  };
  return [
    {
      key: 'missionNo',
      title: t('statements.field.missionNode'),
      width: 150,
      render: (_: unknown, r) => {
        const report = reportOf(r);
        if (!report) return '-';
        return (
          <>
            <Link to={missionHref(report.missionId)} data-testid="line-mission">
              {report.missionNo}
            </Link>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
              {report.nodeName}
            </Typography.Text>
          </>
        );
      },
    },
  ];
}

/**
 * 外发结算详情 (/finance/outsidePayDetail?outsideFactoryId=&startDate=&endDate=&billType=, outside/factory/pay/details):
 * one processing factory's lines with the running balance; each line shows the mission and node of the report it
 * belongs to or settles, so a payment's lines read which missions it paid. 单据类型 keeps one kind; 付款; 导出.
 */
export function OutsidePayDetailPage() {
  const { t, i18n } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  const canPay = usePermission(PaymentPermission.add);
  const [search, patch] = useUrlPatch();
  const outsideFactoryId = search.get('outsideFactoryId') ?? '';
  const billType = search.get('billType') ?? undefined;
  return (
    <StatementDetailView
      type="OUTSIDE_FACTORY"
      partnerId={outsideFactoryId}
      title={t('statements.menu.outsidePayDetail')}
      queryKey={['outside-pay-detail', outsideFactoryId, billType]}
      fetch={(paging) => statementsApi.outsidePayDetails({ ...paging, outsideFactoryId, billType })}
      exportPath={statementsApi.outsidePayDetailsExport}
      exportBody={(paging) => ({ ...paging, outsideFactoryId, billType })}
      useExtraColumns={useMissionColumns}
      testId="outside-pay-lines"
      filters={
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={f('sourceType')}
          value={billType}
          onChange={(v?: string) => patch({ billType: v ?? null, page: null })}
          options={billTypes.map((v) => ({ value: v, label: sourceTypeName(v, i18n.language) }))}
          data-testid="outside-pay-bill-type"
        />
      }
      actions={(d) =>
        canPay &&
        d && (
          <Link
            to={payFormHref({
              partnerType: 'OUTSIDE_FACTORY',
              partnerId: outsideFactoryId,
              partnerName: d.partnerName,
              owed: d.closing,
            })}
          >
            <Button type="primary" data-testid="outside-pay-pay">
              {t('statements.list.pay')}
            </Button>
          </Link>
        )
      }
    />
  );
}
