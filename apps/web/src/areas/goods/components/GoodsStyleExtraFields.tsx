import { goodsStyleExtraFields, goodsStylePriceKeys, salesModeLabels, salesModes } from '@gf/contracts';
import { Col, DatePicker, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule';
import '../locales/register';

/** The reference form's text fields beyond name and number (厂家货号 … 设计师), with their contract limits. */
const textKeys = ['plantArticleNumber', 'internationalCode', 'brand', 'season', 'year', 'wave', 'designer'] as const;
const maxOf: Record<(typeof textKeys)[number], number> = {
  plantArticleNumber: 30,
  internationalCode: 20,
  brand: 30,
  season: 30,
  year: 30,
  wave: 30,
  designer: 30,
};

/**
 * 商品属性 and 价格 sections of the style drawer (reference 04 section 1): texts, 销售模式, 上市时间 and the prices
 * (decimal strings, never floats: typed as text and checked by the contract's own rule, which names the price and
 * says what is wrong instead of changing the value; the year is a whole year 1900-2100).
 */
export function GoodsStyleExtraFields() {
  const { t, i18n } = useTranslation();
  const f = (k: string) => t(`goods.field.${k}`);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('goods.form.attributes')}
      </Divider>
      <Row gutter={12}>
        {textKeys.map((k) => (
          <Col span={8} key={k}>
            <Form.Item name={k} label={f(k)} rules={[zodRule(goodsStyleExtraFields[k], f(k))]}>
              <Input
                maxLength={maxOf[k]}
                allowClear
                inputMode={k === 'year' ? 'numeric' : undefined}
                data-testid={`goods-${k}`}
              />
            </Form.Item>
          </Col>
        ))}
        <Col span={8}>
          <Form.Item name="salesMode" label={f('salesMode')}>
            <Select allowClear options={salesModes.map((m) => ({ value: m, label: salesModeLabels[m]![lang] }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="dateListing" label={f('dateListing')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('goods.form.prices')}
      </Divider>
      <Row gutter={12}>
        {goodsStylePriceKeys.map((k) => (
          <Col span={6} key={k}>
            <Form.Item name={k} label={f(k)} rules={[zodRule(goodsStyleExtraFields[k])]}>
              <Input inputMode="decimal" maxLength={20} data-testid={`goods-${k}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
