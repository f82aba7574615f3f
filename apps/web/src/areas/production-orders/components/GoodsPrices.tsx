import { orderGoodsPrice } from '@gf/contracts';
import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberProblem } from '../../../shared/forms/number-rule';
import type { GoodsBlock } from './order-goods-state';

type PriceField = 'noTaxPrice' | 'taxRate' | 'processUnitPrice';
const rules: Record<PriceField, Parameters<typeof numberProblem>[1]> = {
  noTaxPrice: { scale: 4, intDigits: 14 },
  taxRate: { scale: 2, intDigits: 3, maxInt: 100 },
  processUnitPrice: { scale: 4, intDigits: 14 },
};

/**
 * 不含税单价, 税率 (and 加工单价 when the whole order is outsourced) as typed; 含税单价 and the amounts follow from the
 * contracts' orderGoodsPrice, the same arithmetic the server stores. A wrong price is marked, never rewritten.
 */
export function GoodsPrices({
  block,
  total,
  isOutsideFac,
  onChange,
}: {
  block: GoodsBlock;
  total: number;
  isOutsideFac: boolean;
  onChange: (patch: Partial<Pick<GoodsBlock, PriceField>>) => void;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const problemOf = (field: PriceField) => numberProblem(block[field], rules[field]);
  const valid = (field: PriceField) => (problemOf(field) ? '' : block[field]);
  const price = orderGoodsPrice({
    noTaxPrice: valid('noTaxPrice'),
    taxRate: valid('taxRate'),
    processUnitPrice: valid('processUnitPrice'),
    totalNum: total,
  });
  const input = (field: PriceField) => (
    <Form.Item
      label={f(field)}
      validateStatus={problemOf(field) ? 'error' : undefined}
      help={problemOf(field) ?? undefined}
      style={{ marginBottom: 8 }}
    >
      <Input
        inputMode="decimal"
        value={block[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        data-testid={`goods-${field}`}
      />
    </Form.Item>
  );
  const shown = (label: string, value: string) => (
    <Form.Item label={label} style={{ marginBottom: 8 }}>
      <Typography.Text>{value}</Typography.Text>
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16} wrap>
        <Col flex="150px">{input('noTaxPrice')}</Col>
        <Col flex="130px">{input('taxRate')}</Col>
        <Col flex="130px">{shown(f('taxPrice'), price.taxPrice)}</Col>
        <Col flex="150px">{shown(f('noTaxAmount'), price.noTaxAmount)}</Col>
        <Col flex="120px">{shown(f('taxAmount'), price.taxAmount)}</Col>
        <Col flex="150px">{shown(f('amount'), price.amount)}</Col>
        {isOutsideFac && <Col flex="150px">{input('processUnitPrice')}</Col>}
        {isOutsideFac && <Col flex="170px">{shown(f('processAmount'), price.processAmount)}</Col>}
      </Row>
    </Form>
  );
}
