import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect, type OptionValue } from '../../../shared/search-select';
import { workbenchApi, workbenchKeys } from '../api/workbench-api';

export interface PeriodFilter {
  dateFrom: string;
  dateTo: string;
  finishUserId?: string;
  prcdNodeId?: string;
}

/** This month so far: the wages reports open on it. */
export function thisMonth(): PeriodFilter {
  return { dateFrom: dayjs().startOf('month').format('YYYY-MM-DD'), dateTo: dayjs().format('YYYY-MM-DD') };
}

/** The wages and workbay reports' filters: the completion period, a workbay, a node definition. */
export function ReportFilters({ value, onChange }: { value: PeriodFilter; onChange: (v: PeriodFilter) => void }) {
  const { t } = useTranslation();
  const nodes = useQuery({ queryKey: workbenchKeys.nodes, queryFn: workbenchApi.nodes });
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(value.dateFrom), dayjs(value.dateTo)]}
        data-testid="report-period"
        onChange={(v) => {
          const [from, to] = (v ?? []) as [Dayjs | null, Dayjs | null];
          if (from && to) onChange({ ...value, dateFrom: from.format('YYYY-MM-DD'), dateTo: to.format('YYYY-MM-DD') });
        }}
      />
      <SearchSelect
        single
        allowClear
        loader={unitUserLoader}
        style={{ width: 200 }}
        placeholder={t('missionWorkbench.report.workbay')}
        value={value.finishUserId ?? null}
        onChange={(v) => onChange({ ...value, finishUserId: v == null || v === '' ? undefined : String(v as OptionValue) })}
      />
      <Select
        allowClear
        style={{ width: 180 }}
        placeholder={t('missionWorkbench.report.node')}
        value={value.prcdNodeId}
        options={(nodes.data ?? []).map((n) => ({ value: n.prcdNodeId, label: n.name }))}
        onChange={(prcdNodeId?: string) => onChange({ ...value, prcdNodeId })}
      />
    </Space>
  );
}
