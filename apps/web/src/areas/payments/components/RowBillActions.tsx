import { useTranslation } from 'react-i18next';
import { billApi } from '../../../bill';
import { useRowConfirm } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import '../locales/register';
import { rowActionFor, type RowBillAction } from './row-bill-actions.logic';

/**
 * 撤销 / 作废 on a row of the payment, application, prepayment and transfer lists, where the engine's transition table
 * allows it for the row's status: pending (1) → 撤销 back to draft; anti-review pending (3) → 撤销 the request (stays
 * reviewed); draft or rejected (0, 4) → 作废. The engine checks again (who submitted, permissions, links) and the
 * client shows a refusal; on success the toast is the spec's 操作成功 and the list reloads.
 */
export function RowBillActions({
  billType,
  id,
  orderNo,
  status,
  listKey,
  permission,
}: {
  billType: string;
  id: string;
  orderNo: string;
  status: number;
  listKey: string;
  permission: string;
}) {
  const { t } = useTranslation();
  const confirm = useRowConfirm(listKey);
  const action = rowActionFor(status);
  if (!action) return null;
  const run: Record<RowBillAction, () => Promise<unknown>> = {
    undo: () => billApi.undoSubmit(billType, id),
    undoAntiReview: () => billApi.undoAntiReview(billType, id),
    void: () => billApi.void(billType, id),
  };
  const isVoid = action === 'void';
  return (
    <GuardedLink
      permission={permission}
      danger={isVoid}
      data-testid={`row-${isVoid ? 'void' : 'undo'}-${orderNo}`}
      onClick={() =>
        confirm({
          permission,
          title: t(`payments.row.${action}`),
          content: t(`payments.row.${action}Confirm`, { no: orderNo }),
          run: run[action],
        })
      }
    >
      {t(`payments.row.${isVoid ? 'void' : 'undo'}`)}
    </GuardedLink>
  );
}
