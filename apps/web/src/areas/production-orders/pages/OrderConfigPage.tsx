import { LockOutlined } from '@ant-design/icons';
import {
  ORDER_CONVERSION_FIELDS,
  ORDER_GOODS_INFO_FIELDS,
  ORDER_SUBMIT_FIELDS,
  ProductionOrderPermission as P,
  type OrderFieldOption,
} from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Col, Row, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/page';
import { GuardedButton } from '../../../shared/session/permission';
import { ordersApi } from '../api/orders-api';

const catalogue = [...ORDER_SUBMIT_FIELDS[1], ...ORDER_SUBMIT_FIELDS[2], ...ORDER_CONVERSION_FIELDS, ...ORDER_GOODS_INFO_FIELDS];

/** A group of fields with 全选; locked ones (默认必填) stay ticked and cannot be unticked. */
function FieldGroup({
  title,
  fields,
  chosen,
  onChange,
  testId,
}: {
  title?: string;
  fields: OrderFieldOption[];
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  // Named from the contracts' catalogue in the language shown now (the answer's names are in the language asked in).
  const nameOf = (f: OrderFieldOption) => {
    const def = catalogue.find((d) => d.code === f.code);
    return def ? (i18n.language === 'en' ? def.en : def.zh) : f.name;
  };
  const free = fields.filter((f) => !f.locked);
  const allOn = free.every((f) => chosen.has(f.code));
  const someOn = free.some((f) => chosen.has(f.code));
  const setAll = (on: boolean) => {
    const next = new Set(chosen);
    for (const f of free)
      if (on) next.add(f.code);
      else next.delete(f.code);
    onChange(next);
  };
  return (
    <div style={{ marginBottom: 12 }} data-testid={testId}>
      <Space style={{ marginBottom: 6 }}>
        {title && <Typography.Text strong>{title}</Typography.Text>}
        <Checkbox checked={allOn} indeterminate={someOn && !allOn} onChange={(e) => setAll(e.target.checked)}>
          {t('productionOrders.config.selectAll')}
        </Checkbox>
      </Space>
      <Row gutter={[8, 6]}>
        {fields.map((f) => (
          <Col key={f.code} span={6}>
            <Checkbox
              checked={f.locked || chosen.has(f.code)}
              disabled={f.locked}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(f.code);
                else next.delete(f.code);
                onChange(next);
              }}
            >
              {nameOf(f)}
              {f.locked && (
                <Tooltip title={t('productionOrders.config.locked')}>
                  <LockOutlined style={{ marginInlineStart: 4, color: '#999' }} />
                </Tooltip>
              )}
            </Checkbox>
          </Col>
        ))}
      </Row>
    </div>
  );
}

/** What a configuration call answered, as the set of ticked codes (re-read whenever the answer changes). */
function useChosen(options: OrderFieldOption[] | undefined): [Set<string>, (next: Set<string>) => void] {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (options) setChosen(new Set(options.filter((o) => o.checked).map((o) => o.code)));
  }, [options]);
  return [chosen, setChosen];
}

/**
 * 订单配置 (/orderProductionConfig, reference 02 §7): the fields required to submit an order (order and goods groups,
 * 默认必填 locked), the goods-record fields required before conversion to missions, and the goods information shown
 * under each style.
 */
export function OrderConfigPage() {
  const { t } = useTranslation();
  const c = (k: string) => t(`productionOrders.config.${k}`);
  const submit = useQuery({ queryKey: ['order-config', 'submit'], queryFn: ordersApi.submitConfig });
  const conversion = useQuery({ queryKey: ['order-config', 'conversion'], queryFn: ordersApi.conversionConfig });
  const info = useQuery({ queryKey: ['order-config', 'info'], queryFn: ordersApi.goodsInfoConfig });
  const [submitChosen, setSubmitChosen] = useChosen(submit.data);
  const [conversionChosen, setConversionChosen] = useChosen(conversion.data);
  const [infoChosen, setInfoChosen] = useChosen(info.data?.configAllList);
  const [saving, setSaving] = useState<string | null>(null);
  const run = async (key: string, call: () => Promise<unknown>, reload: () => Promise<unknown>) => {
    setSaving(key);
    try {
      await call();
      await reload();
    } catch {
      // shown by the api client
    } finally {
      setSaving(null);
    }
  };
  const save = (key: string, onClick: () => void) => (
    <GuardedButton
      type="primary"
      size="small"
      permission={P.deploy}
      loading={saving === key}
      onClick={onClick}
      data-testid={`save-${key}`}
    >
      {c('save')}
    </GuardedButton>
  );
  const submitFields = submit.data ?? [];

  return (
    <div data-testid="order-config">
      <PageHeader title={c('title')} />
      <Spin spinning={submit.isLoading || conversion.isLoading || info.isLoading}>
        <Card
          size="small"
          style={{ marginBottom: 12 }}
          title={c('submitTitle')}
          extra={save(
            'submit',
            () =>
              void run(
                'submit',
                () =>
                  ordersApi.saveSubmitConfig(
                    submitFields.map((f) => ({ code: f.code, required: f.locked || submitChosen.has(f.code) })),
                  ),
                submit.refetch,
              ),
          )}
        >
          <Typography.Paragraph type="secondary">{c('submitHint')}</Typography.Paragraph>
          <FieldGroup
            title={c('orderFields')}
            fields={submitFields.filter((f) => f.kind === 1)}
            chosen={submitChosen}
            onChange={setSubmitChosen}
            testId="submit-order-fields"
          />
          <FieldGroup
            title={c('goodsFields')}
            fields={submitFields.filter((f) => f.kind === 2)}
            chosen={submitChosen}
            onChange={setSubmitChosen}
            testId="submit-goods-fields"
          />
        </Card>
        <Card
          size="small"
          style={{ marginBottom: 12 }}
          title={c('conversionTitle')}
          extra={save(
            'conversion',
            () => void run('conversion', () => ordersApi.saveConversionConfig([...conversionChosen]), conversion.refetch),
          )}
        >
          <Typography.Paragraph type="secondary">{c('conversionHint')}</Typography.Paragraph>
          <FieldGroup
            fields={conversion.data ?? []}
            chosen={conversionChosen}
            onChange={setConversionChosen}
            testId="conversion-fields"
          />
        </Card>
        <Card
          size="small"
          title={c('goodsInfoTitle')}
          extra={save('info', () => void run('info', () => ordersApi.saveGoodsInfoConfig([...infoChosen]), info.refetch))}
        >
          <Typography.Paragraph type="secondary">{c('goodsInfoHint')}</Typography.Paragraph>
          <FieldGroup fields={info.data?.configAllList ?? []} chosen={infoChosen} onChange={setInfoChosen} testId="info-fields" />
        </Card>
      </Spin>
    </div>
  );
}
