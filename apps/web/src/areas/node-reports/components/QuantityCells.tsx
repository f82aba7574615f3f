import { InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SkuMatrix, type Quantities } from '../../../shared/sku-matrix';
import { skuLabel, type NodeMatrix } from './report-form.logic';

export interface QuantityCellsProps {
  matrix: NodeMatrix;
  value?: Quantities;
  onChange?: (value: Quantities) => void;
  /** Shown under each cell: what the node still allows (the panel's figures). */
  compare?: Quantities;
  compareLabel?: string;
  /** The phone layout: one large input per SKU instead of the matrix. */
  phone?: boolean;
  /** An adjustment may lower a figure: signed inputs (the list layout; the matrix takes whole numbers from 0). */
  signed?: boolean;
  testId?: string;
}

/** The SKU quantities of a report with 数量合计: the shared SkuMatrix on the desk, a list of big inputs on a phone. */
export function QuantityCells(props: QuantityCellsProps) {
  const { matrix, value = {}, onChange, compare, compareLabel, phone, signed, testId } = props;
  const { t } = useTranslation();
  const total = Object.values(value).reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0);
  return (
    <div data-testid={testId}>
      {phone || signed ? (
        <div className={phone ? 'node-report-phone-cells' : 'node-report-phone-cells node-report-signed-cells'}>
          {[...matrix.skuOf].map(([key, sku]) => (
            <label key={key} className="node-report-phone-cell">
              <span>
                {skuLabel(sku)}
                {compare && (
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {compareLabel} {compare[key] ?? 0}
                  </Typography.Text>
                )}
              </span>
              <InputNumber
                size={phone ? 'large' : undefined}
                min={signed ? undefined : 0}
                precision={0}
                inputMode="numeric"
                aria-label={skuLabel(sku)}
                value={value[key] ?? null}
                onChange={(v) => onChange?.({ ...value, [key]: typeof v === 'number' ? v : 0 })}
                style={{ width: 120 }}
              />
            </label>
          ))}
        </div>
      ) : (
        <SkuMatrix
          mode="quantity"
          colors={matrix.colors}
          sizes={matrix.sizes}
          existingKeys={matrix.existingKeys}
          value={value}
          onChange={onChange}
          compare={compare}
          compareLabel={compareLabel}
        />
      )}
      <Typography.Text strong data-testid="report-sum">
        {t('nodeReports.dialog.sum', { n: total })}
      </Typography.Text>
    </div>
  );
}
