import type { SettlementFigures } from '@gf/contracts';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../shared/list-page';
import { money } from './statement-parts';
import '../locales/register';

export const settlementKeys = ['owed', 'paid', 'offset', 'adjusted', 'open'] as const;
export type SettlementKey = (typeof settlementKeys)[number];

/** The five settlement figures as right-aligned money columns (the open one bold); `pick` reads them off a row. */
export function settlementColumns<R>(
  t: TFunction,
  pick: (row: R) => SettlementFigures,
  options: {
    prefix?: string;
    keys?: readonly SettlementKey[];
    titles?: Partial<Record<SettlementKey, string>>;
    width?: number;
  } = {},
): ListColumn<R>[] {
  const { prefix = '', keys = settlementKeys, titles = {}, width = 110 } = options;
  return keys.map((k) => ({
    key: `${prefix}${k}`,
    title: titles[k] ?? t(`statements.settle.${k}`),
    align: 'right' as const,
    width,
    render: (_: unknown, r: R) =>
      k === 'open' ? <Typography.Text strong>{money(pick(r)[k])}</Typography.Text> : money(pick(r)[k]),
  }));
}

/** "应付 50.00，已付 30.00，…" for a totals line; a receivable reads "应收 …，已收 …，未收 …". */
export function settlementText(t: TFunction, figures: SettlementFigures, isReceivable = false) {
  const words = isReceivable ? 'statements.settleAR' : 'statements.settle';
  return settlementKeys.map((k) => `${t(`${words}.${k}`)} ${money(figures[k])}`).join(t('statements.settle.separator'));
}
