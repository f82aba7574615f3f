import type { BalanceRow } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import { App, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { balanceApi } from '../api/stock-balance-api';
import '../locales/register';

/** Money as the stock pages show it: two decimals. */
export const money = (v: string | null | undefined) => (v === null || v === undefined ? '' : Dec.of(v).toFixed(2));

export function BalanceStatusTag({ status }: { status: BalanceRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'CLOSED' ? 'green' : 'default'}>{t(`stockBalance.status.${status}`)}</Tag>;
}

/** 取消结存 after a confirm naming the storehouse and the period; the page refreshes on the answer (ADR 0008). */
export function CancelBalanceButton({ row, link }: { row: BalanceRow; link?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  if (row.status !== 'CLOSED') return null;
  return (
    <GuardedButton
      danger
      type={link ? 'link' : 'default'}
      size={link ? 'small' : 'middle'}
      permission="fac.materials.balance.cancel"
      data-testid="balance-cancel"
      onClick={() =>
        modal.confirm({
          title: t('stockBalance.list.cancelConfirm', {
            name: row.storehouseName,
            start: row.periodStart,
            end: row.periodEnd,
          }),
          okText: t('common.ok'),
          cancelText: t('common.cancel'),
          onOk: () => balanceApi.cancel(row.id),
        })
      }
    >
      {t('stockBalance.list.cancel')}
    </GuardedButton>
  );
}
