import { LABEL_BILL_TYPES, type BillLabel } from '@gf/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { BillLabelsCell } from '../../../shared/bill-labels';
import type { ListColumn } from '../../../shared/list-page';
import { purchaseListsApi } from '../api/purchase-lists-api';
import '../locales/register';

/** 是否到齐 of a purchase bill or line: 未到料 (grey) · 未到齐 (orange) · 已到齐 (green). */
export function arriveStatusColumn<R extends { arriveStatus: number }>(
  t: TFunction,
  title: string,
  width: number,
): ListColumn<R> {
  const arrive = [t('purchasing.option.arriveNone'), t('purchasing.option.arrivePartial'), t('purchasing.option.arriveComplete')];
  return {
    key: 'arriveStatus',
    title,
    width,
    render: (_: unknown, r) => <Tag color={['default', 'orange', 'green'][r.arriveStatus]}>{arrive[r.arriveStatus]}</Tag>,
  };
}

/** 标签 of a purchase bill (a line shows its bill's), editable in place by who may edit purchases. */
export function purchaseLabelsColumn<R extends { labels: BillLabel[] }>(
  t: TFunction,
  permission: string,
  billIdOf: (r: R) => string,
  width: number,
): ListColumn<R> {
  return {
    key: 'labels',
    title: t('purchasing.field.labels'),
    width,
    render: (_: unknown, r) => (
      <BillLabelsCell
        billType={LABEL_BILL_TYPES.purchase}
        labels={r.labels}
        permission={permission}
        save={(ids) => purchaseListsApi.setLabels(billIdOf(r), ids)}
      />
    ),
  };
}
