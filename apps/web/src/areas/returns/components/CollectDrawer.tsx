import { Alert, Button, DatePicker, Drawer, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { useSession } from '../../../shared/session/session';
import { returnsApi } from '../api/returns-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

export interface CollectTarget {
  id: string;
  orderNo: string;
  supplierId: string;
  supplierName: string;
  balance: string;
}

interface Values {
  dateCollect: Dayjs;
  salesmanId?: string;
  collectTotal: string;
  remark?: string;
}

const money = /^(0|[1-9]\d{0,13})(\.\d{1,2})?$/;

/** 收款 on one reviewed return (return/collect): 日期, 业务员, 供应商 (fixed), 金额 — creates a refund settling it. */
export function CollectDrawer({
  open,
  target,
  onClose,
  onDone,
}: {
  open: boolean;
  target: CollectTarget | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const c = (key: string) => t(`returns.collect.${key}`);

  useEffect(() => {
    if (open && target)
      form.setFieldsValue({ dateCollect: dayjs(), salesmanId: session?.userId, collectTotal: target.balance, remark: undefined });
  }, [open, target, form, session?.userId]);

  const submit = async () => {
    if (!target) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      await returnsApi.collect({
        billReturnId: target.id,
        dateCollect: v.dateCollect.format('YYYY-MM-DD'),
        collectTotal: v.collectTotal.trim(),
        salesmanId: v.salesmanId!,
        remark: v.remark?.trim() || null,
      });
      onDone();
    } catch {
      // shown by the api client (e.g. more than the balance)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      width={420}
      title={`${c('title')} · ${target?.orderNo ?? ''}`}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="collect-ok">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {target && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('returns.collect.balanceHint', { balance: target.balance })}
        />
      )}
      <Form form={form} layout="vertical">
        <Form.Item name="dateCollect" label={c('date')} rules={[requiredRule(c('date'), 'select')]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="salesmanId" label={c('salesman')} rules={[requiredRule(c('salesman'), 'select')]}>
          <SearchSelect single loader={unitUserLoader} />
        </Form.Item>
        <Form.Item label={c('supplier')}>
          <Input value={target?.supplierName} disabled />
        </Form.Item>
        <Form.Item
          name="collectTotal"
          label={c('amount')}
          rules={[requiredRule(c('amount')), { pattern: money, message: c('amount') }]}
        >
          <Input inputMode="decimal" data-testid="collect-amount" />
        </Form.Item>
        <Form.Item name="remark" label={c('remark')}>
          <Input maxLength={150} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
