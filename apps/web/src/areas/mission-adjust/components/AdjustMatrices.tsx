import type { GoodsSku } from '@gf/contracts';
import { Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shapeOf, SkuMatrix } from '../../../shared/sku-matrix';
import { type MatrixGroup, type MatrixState, type Quantities } from './adjust-matrix';
import '../locales/register';

/**
 * The mission's quantities as the shared SkuMatrix (one per customer): the new ones over the old (each cell shows the
 * old figure and the difference), editable in the form.
 */
export function AdjustMatrices({
  skuList,
  groups,
  value,
  old,
  onChange,
}: {
  skuList: readonly GoodsSku[];
  groups: readonly MatrixGroup[];
  value: MatrixState;
  old: MatrixState;
  onChange?: (key: string, q: Quantities) => void;
}) {
  const { t } = useTranslation();
  const shape = useMemo(() => shapeOf(skuList), [skuList]);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="mission-adjust-matrix">
      {groups.map((g) => (
        <div key={g.key}>
          {g.customerId && (
            <Typography.Text strong>{t('missionAdjust.form.perCustomer', { name: g.customerName ?? '' })}</Typography.Text>
          )}
          <SkuMatrix
            mode="quantity"
            readOnly={!onChange}
            {...shape}
            value={value[g.key] ?? {}}
            onChange={(q) => onChange?.(g.key, q)}
            compare={old[g.key] ?? {}}
            compareLabel={t('missionAdjust.form.compareLabel')}
          />
        </div>
      ))}
    </Space>
  );
}
