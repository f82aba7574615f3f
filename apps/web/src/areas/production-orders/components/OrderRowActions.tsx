import { ProductionOrderPermission as P, type OrderListRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkPermission } from '../../../shared/session/permission';
import { BillActionBar, billApi } from '../../../bill';
import { ORDER_BILL_TYPE } from '../api/orders-api';
import { orderActionGuard, rowActionKey } from './order-actions';

/**
 * The review action of a list row, named by its status; it opens the engine's own action bar for the order (the
 * buttons the engine allows this user now: 通过 / 驳回 only to the task's reviewers), then reloads the list.
 */
export function OrderRowActions({ row, onDone }: { row: OrderListRow; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const key = rowActionKey(row.displayStatus);
  const state = useQuery({
    queryKey: ['bill-workflow', ORDER_BILL_TYPE, row.id],
    queryFn: () => billApi.workflow(ORDER_BILL_TYPE, row.id),
    enabled: open,
    staleTime: 0,
  });
  // A pre-order is not reviewed itself: its action is 转订单 until it is turned or voided.
  if (row.type === 0)
    return row.concatPrdOrderNo || row.status === 5 ? null : (
      <Typography.Link
        onClick={() => checkPermission(P.turn) && navigate(`/orderProductionNew?advanceId=${row.id}`)}
        data-testid="order-row-turn"
      >
        {t('productionOrders.detail.turn')}
      </Typography.Link>
    );
  if (!key) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={t('productionOrders.list.actionsTitle', { orderNo: row.orderNo })}
      destroyOnHidden
      content={
        state.data ? (
          <BillActionBar
            billType={ORDER_BILL_TYPE}
            billId={row.id}
            state={state.data}
            guard={orderActionGuard}
            onDone={() => {
              setOpen(false);
              onDone();
            }}
          />
        ) : (
          <Spin size="small" />
        )
      }
    >
      <Typography.Link data-testid="order-row-action">{t(`productionOrders.list.${key}`)}</Typography.Link>
    </Popover>
  );
}
