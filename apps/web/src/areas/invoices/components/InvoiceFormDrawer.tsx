import { Dec, type UninvoicedRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/form-drawer';
import { requiredRule } from '../../../shared/forms/required-rule';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { invoicesApi, type InvoiceKind } from '../api/invoices-api';
import { shown, splitIncludingTax } from './invoice-amounts';
import '../locales/register';

interface Typed {
  including: string;
  rate: string;
}

const supplierLoader = async (keyword: string) =>
  (await invoicesApi.suppliers(keyword)).list.map((s) => ({ value: s.id, label: s.name }));

/**
 * 登记发票: direction, number, type, partner; the bills it covers picked from what is not yet invoiced, each with the
 * amount including tax (starting at what is left) and the tax rate typed; excluding tax and tax are derived and
 * shown. A line above what is left is warned before saving (the server refuses it too).
 */
export function InvoiceFormDrawer({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{
    kind: InvoiceKind;
    invoiceNo: string;
    invoiceType: 'NORMAL' | 'SPECIAL';
    partnerId?: string;
    remark?: string;
  }>();
  const kind = (Form.useWatch('kind', form) as InvoiceKind | undefined) ?? 'RECEIVED';
  const partnerId = Form.useWatch('partnerId', form) as string | undefined;
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const [chosen, setChosen] = useState<UninvoicedRow[]>([]);
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`invoices.field.${k}`);
  const bills = useQuery({
    queryKey: ['uninvoiced-pick', kind, partnerId, keyword],
    queryFn: () => invoicesApi.uninvoiced({ pageNo: 1, pageSize: 50, kind, partnerId, keyword: keyword || undefined }),
    enabled: open,
  });
  const keyOf = (r: UninvoicedRow) => `${r.billType}:${r.billId}`;
  const typedOf = (r: UninvoicedRow): Typed => typed[keyOf(r)] ?? { including: r.uninvoicedAmount, rate: '13' };
  const setLine = (r: UninvoicedRow, patch: Partial<Typed>) =>
    setTyped((all) => ({ ...all, [keyOf(r)]: { ...typedOf(r), ...patch } }));
  const overshoots = (r: UninvoicedRow) => {
    const inc = typedOf(r).including.trim();
    return /^-?\d+(\.\d+)?$/.test(inc) && Dec.of(inc).abs().gt(Dec.of(r.uninvoicedAmount).abs());
  };
  let total = Dec.of(0);
  for (const r of chosen) {
    const split = splitIncludingTax(typedOf(r).including, typedOf(r).rate);
    if (split) total = total.plus(typedOf(r).including.trim());
  }

  const save = async () => {
    const v = await form.validateFields();
    if (chosen.length === 0) {
      void message.warning(t('invoices.form.noBills'));
      return;
    }
    setSaving(true);
    try {
      await invoicesApi.add({
        kind: v.kind,
        invoiceNo: v.invoiceNo.trim(),
        invoiceType: v.invoiceType,
        partnerType: v.partnerId ? 'SUPPLIER' : null,
        partnerId: v.partnerId ?? null,
        remark: v.remark?.trim() || null,
        financeInvoiceDetails: chosen.map((r) => {
          const split = splitIncludingTax(typedOf(r).including, typedOf(r).rate);
          return {
            billType: r.billType,
            billId: r.billId,
            includingTaxPrice: typedOf(r).including.trim(),
            excludingTaxPrice: split?.excluding ?? '',
            taxAmount: split?.tax ?? '',
          };
        }),
      });
      void message.success(t('invoices.form.added'));
      setChosen([]);
      setTyped({});
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDrawer
      open={open}
      size={980}
      title={t('invoices.form.title')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="invoice-save"
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'RECEIVED', invoiceType: 'SPECIAL' }} data-testid="invoice-form">
        <Space size={24} wrap align="start">
          <Form.Item name="kind" label={f('kind')}>
            <Radio.Group
              options={[
                { value: 'RECEIVED', label: f('RECEIVED') },
                { value: 'ISSUED', label: f('ISSUED') },
              ]}
              onChange={() => setChosen([])}
            />
          </Form.Item>
          <Form.Item name="invoiceNo" label={f('invoiceNo')} rules={[requiredRule(f('invoiceNo'))]}>
            <Input maxLength={40} style={{ width: 200 }} data-testid="invoice-no" />
          </Form.Item>
          <Form.Item name="invoiceType" label={f('invoiceType')}>
            <Radio.Group
              options={[
                { value: 'SPECIAL', label: f('SPECIAL') },
                { value: 'NORMAL', label: f('NORMAL') },
              ]}
            />
          </Form.Item>
          {kind === 'RECEIVED' && (
            <Form.Item name="partnerId" label={f('partner')}>
              <SearchSelect single allowClear loader={supplierLoader} create={recordCreate('supplier')} style={{ width: 220 }} />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="remark" label={f('remark')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('invoices.form.chooseBills')}</Typography.Title>
      <Input.Search
        allowClear
        placeholder={t('invoices.list.searchBill')}
        onSearch={setKeyword}
        style={{ width: 260, marginBottom: 8 }}
        data-testid="invoice-bill-search"
      />
      <Table<UninvoicedRow>
        rowKey={keyOf}
        size="small"
        loading={bills.isLoading}
        dataSource={bills.data?.list ?? []}
        pagination={false}
        scroll={{ y: 320 }}
        rowSelection={{
          selectedRowKeys: chosen.map(keyOf),
          onChange: (_keys, rows) => setChosen(rows),
        }}
        columns={[
          { key: 'billNo', title: f('billNo'), dataIndex: 'billNo', width: 150 },
          // The one column without a width takes what is left, so every column fits the drawer at 1440 px.
          {
            key: 'partner',
            title: f('partner'),
            dataIndex: 'partnerName',
            ellipsis: true,
            render: (v: string | null) => v ?? '-',
          },
          { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right', width: 100, render: shown },
          { key: 'left', title: f('uninvoiced'), dataIndex: 'uninvoicedAmount', align: 'right', width: 100, render: shown },
          {
            key: 'including',
            title: f('includingTaxPrice'),
            width: 130,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <Input
                  size="small"
                  inputMode="decimal"
                  value={typedOf(r).including}
                  status={overshoots(r) ? 'warning' : undefined}
                  onChange={(e) => setLine(r, { including: e.target.value })}
                  data-testid={`invoice-including-${r.billNo}`}
                />
                {overshoots(r) && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    {t('invoices.form.overshoot', { left: shown(r.uninvoicedAmount) })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'rate',
            title: f('taxRate'),
            width: 70,
            render: (_: unknown, r) => (
              <Input
                size="small"
                inputMode="decimal"
                value={typedOf(r).rate}
                onChange={(e) => setLine(r, { rate: e.target.value })}
              />
            ),
          },
          {
            key: 'excluding',
            title: f('excludingTaxPrice'),
            align: 'right',
            width: 100,
            render: (_: unknown, r) => {
              const split = splitIncludingTax(typedOf(r).including, typedOf(r).rate);
              return split ? shown(split.excluding) : '-';
            },
          },
          {
            key: 'tax',
            title: f('taxAmount'),
            align: 'right',
            width: 90,
            render: (_: unknown, r) => {
              const split = splitIncludingTax(typedOf(r).including, typedOf(r).rate);
              return split ? shown(split.tax) : '-';
            },
          },
        ]}
      />
      {chosen.some(overshoots) && (
        <Alert style={{ marginTop: 8 }} type="warning" showIcon title={t('invoices.form.overshoot', { left: '' })} />
      )}
      <Typography.Paragraph strong style={{ marginTop: 12 }} data-testid="invoice-total">
        {f('priceTotal')}：{shown(total.toFixed(2))}
      </Typography.Paragraph>
    </FormDrawer>
  );
}
