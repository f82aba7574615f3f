import type { RefundDetail } from '@gf/contracts';
import { dec } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Drawer, Form, Input, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { useSession } from '../../../shared/session/session';
import { refundsApi, returnsApi, supplierLoader, type ReturnOption } from '../api/returns-api';
import { money2 } from './return-lines';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

interface Values {
  supplierId?: string;
  salesmanId?: string;
  dateRefund: Dayjs;
  orderNo?: string;
  remitMethodName?: string;
  remark?: string;
}

const money = /^(0|[1-9]\d{0,13})(\.\d{1,2})?$/;

/** New or edited refund (回款): supplier, 业务员, date, method, and the amount settling each reviewed return. */
export function RefundDrawer({
  open,
  editing,
  onClose,
  onDone,
}: {
  open: boolean;
  editing: RefundDetail | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const supplierId = Form.useWatch('supplierId', form);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const r = (key: string) => t(`returns.refund.${key}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        supplierId: editing.supplierId,
        salesmanId: editing.salesmanId,
        dateRefund: dayjs(editing.dateRefund),
        orderNo: editing.orderNo,
        remitMethodName: editing.remitMethodName ?? undefined,
        remark: editing.remark ?? undefined,
      });
      setAmounts(Object.fromEntries(editing.returns.map((l) => [l.billReturnId, dec.norm(l.amount, 2)])));
    } else {
      form.setFieldsValue({ dateRefund: dayjs(), salesmanId: session?.userId });
      setAmounts({});
    }
  }, [open, editing, form, session?.userId]);

  const options = useQuery({
    queryKey: ['return-options', supplierId],
    queryFn: () => returnsApi.options(supplierId!),
    enabled: open && Boolean(supplierId),
  });
  // What this refund links already counts as collected: add it back to the balance while editing.
  const own = (id: string) => editing?.returns.find((l) => l.billReturnId === id)?.amount ?? '0';
  const rows = (options.data ?? []).map((o) => ({
    ...o,
    open: money2(dec.add(o.balance, editing?.supplierId === supplierId ? own(o.billReturnId) : '0', 2)),
  }));
  const total = money2(
    dec.sum(
      Object.values(amounts).filter((v) => money.test(v)),
      2,
    ),
  );

  const submit = async () => {
    const v = await form.validateFields();
    const links = Object.entries(amounts)
      .filter(([, a]) => a.trim() !== '' && !dec.isZero(a))
      .map(([billReturnId, amount]) => ({ billReturnId, amount: amount.trim() }));
    if (links.length === 0) return void message.error(r('returns'));
    const body = {
      supplierId: v.supplierId!,
      salesmanId: v.salesmanId!,
      dateRefund: v.dateRefund.format('YYYY-MM-DD'),
      orderNo: v.orderNo?.trim() || null,
      remitMethodName: v.remitMethodName?.trim() || null,
      remark: v.remark?.trim() || null,
      returns: links,
    };
    setSaving(true);
    try {
      if (editing) await refundsApi.update({ ...body, id: editing.id, version: editing.version });
      else await refundsApi.add(body);
      onDone();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      width={760}
      title={editing ? `${r('edit')} · ${editing.orderNo}` : r('create')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="refund-ok">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <Form.Item name="supplierId" label={r('supplier')} rules={[requiredRule(r('supplier'), 'select')]}>
          <SearchSelect
            single
            loader={supplierLoader}
            disabled={Boolean(editing)}
            initialOptions={editing ? [{ value: editing.supplierId, label: editing.supplierName }] : undefined}
          />
        </Form.Item>
        <Form.Item name="salesmanId" label={r('salesman')} rules={[requiredRule(r('salesman'), 'select')]}>
          <SearchSelect single loader={unitUserLoader} />
        </Form.Item>
        <Form.Item name="dateRefund" label={r('date')} rules={[requiredRule(r('date'), 'select')]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="orderNo" label={r('orderNo')}>
          <Input placeholder={t('returns.form.orderNoHint')} maxLength={50} />
        </Form.Item>
        <Form.Item name="remitMethodName" label={r('method')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label={r('remark')}>
          <Input maxLength={150} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{r('returns')}</Typography.Title>
      <Table<ReturnOption & { open: string }>
        size="small"
        rowKey="billReturnId"
        loading={options.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'no', title: t('returns.field.orderNo'), dataIndex: 'billReturnNo' },
          { key: 'date', title: t('returns.field.date'), dataIndex: 'dateReturn' },
          { key: 'amount', title: t('returns.field.receivable'), dataIndex: 'amount', align: 'right' },
          { key: 'open', title: t('returns.field.balance'), dataIndex: 'open', align: 'right' },
          {
            key: 'link',
            title: t('returns.collect.linkAmount'),
            width: 140,
            render: (_: unknown, o) => (
              <Input
                size="small"
                inputMode="decimal"
                status={amounts[o.billReturnId] && !money.test(amounts[o.billReturnId]!) ? 'error' : undefined}
                value={amounts[o.billReturnId] ?? ''}
                onChange={(e) => setAmounts((prev) => ({ ...prev, [o.billReturnId]: e.target.value }))}
              />
            ),
          },
        ]}
      />
      <Typography.Paragraph strong style={{ marginTop: 12 }}>
        {r('amount')}: ¥{total}
      </Typography.Paragraph>
    </Drawer>
  );
}
