import type { NegativeStockRule, StorehouseKind, StorehouseOperableType } from '@gf/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../shared/list-page';
import '../locales/register';

/** The columns a factory's and the company's storehouse lists share: kind, negative stock, operable types. */
export function storehouseRuleColumns<
  R extends NegativeStockRule & { kind: StorehouseKind; operableType: StorehouseOperableType[] },
>(t: TFunction, widths: { kind: number; negative: number; operable: number }): ListColumn<R>[] {
  return [
    {
      key: 'kind',
      title: t('factory.storehouse.kind'),
      dataIndex: 'kind',
      width: widths.kind,
      render: (v: string) => t(`factory.storehouse.kinds.${v}`),
    },
    {
      key: 'negativeStock',
      title: t('factory.storehouse.negativeColumn'),
      width: widths.negative,
      render: (_: unknown, row) => {
        const kinds = [
          ...(row.notAllowNegativeMaterial ? [t('factory.storehouse.negativeMaterial')] : []),
          ...(row.notAllowNegativeGoods ? [t('factory.storehouse.negativeGoods')] : []),
        ];
        return kinds.length ? kinds.map((k) => <Tag key={k}>{k}</Tag>) : t('factory.storehouse.negativeNone');
      },
    },
    {
      key: 'operableType',
      title: t('factory.storehouse.operableType'),
      width: widths.operable,
      render: (_: unknown, row) => row.operableType.map((k) => <Tag key={k}>{t(`factory.storehouse.operableTypes.${k}`)}</Tag>),
    },
  ];
}
