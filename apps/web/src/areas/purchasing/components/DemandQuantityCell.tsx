import type { PurchaseDemandRow } from '@gf/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { trimZeros } from '../api/purchasing-api';
import '../locales/register';

/** 物料需求 on the by-order board, with an orange 超出 N when the line holds more than its orders ask now. */
export function DemandQuantityCell({ row }: { row: PurchaseDemandRow }) {
  const { t } = useTranslation();
  return (
    <>
      {trimZeros(row.demandQuantity)}
      {row.surplusQuantity && (
        <Tooltip title={t('purchasing.need.surplusHint')}>
          <Tag color="orange" style={{ marginInlineEnd: 0, marginInlineStart: 4 }} data-testid="demand-surplus">
            {t('purchasing.need.surplus', { q: trimZeros(row.surplusQuantity) })}
          </Tag>
        </Tooltip>
      )}
    </>
  );
}
