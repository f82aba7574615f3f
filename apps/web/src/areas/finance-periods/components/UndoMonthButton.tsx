import type { FinancePeriodRow } from '@gf/contracts';
import { FinancePeriodPermission as P } from '@gf/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { financePeriodsApi } from '../api/finance-periods-api';
import { monthName } from '../month';
import '../locales/register';

/** 反结账 of the latest closed month (the caller shows it only there), after a confirm naming the month. */
export function UndoMonthButton({ row, link }: { row: FinancePeriodRow; link?: boolean }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  return (
    <GuardedButton
      danger
      type={link ? 'link' : 'default'}
      size={link ? 'small' : 'middle'}
      permission={P.undo}
      data-testid="month-undo"
      onClick={() =>
        modal.confirm({
          title: t('financePeriods.undo.confirm', { month: monthName(row.month, i18n.language) }),
          content: t('financePeriods.undo.hint'),
          okText: t('financePeriods.list.undo'),
          cancelText: t('common.cancel'),
          onOk: () => financePeriodsApi.undo(row.id),
        })
      }
    >
      {t('financePeriods.list.undo')}
    </GuardedButton>
  );
}

/** Only the latest closed month can be reopened: the one the books are closed up to. */
export const isLatestClosed = (row: FinancePeriodRow, closedUntil: string | null) =>
  row.status === 'CLOSED' && row.periodEnd === closedUntil;
