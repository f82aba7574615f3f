import { Dec, type NeedPayRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payablesApi } from '../api/payables-api';
import '../locales/register';

const isMoney = (v: string) => /^-?\d+(\.\d{1,2})?$/.test(v.trim());

/** 调整: a signed amount and a reason for one bill's payable or receivable; what is open after it is shown as typed. */
export function AdjustDialog({ row, onClose }: { row: NeedPayRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const after = isMoney(amount) ? Dec.of(row.open).plus(amount.trim()) : null;
  const save = async () => {
    setBusy(true);
    try {
      const saved = await payablesApi.adjust({ itemId: row.id, amount: amount.trim(), reason, submit: true });
      message.success(saved.adjustNo);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('payables.adjust.title', { no: row.itemNo })}
      okText={t('payables.adjust.submit')}
      onOk={() => void save()}
      okButtonProps={{ loading: busy, disabled: !after || !reason.trim(), id: 'adjust-ok' }}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('payables.field.amount')} extra={t('payables.adjust.amountHint')} required>
          <Input value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item label={t('payables.field.reason')} required>
          <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} data-testid="adjust-reason" />
        </Form.Item>
      </Form>
      {after && (
        <Alert
          type={after.isNegative() ? 'warning' : 'info'}
          title={
            after.isNegative()
              ? t('payables.adjust.below', { after: after.toFixed(2) })
              : t('payables.adjust.now', { open: row.open, after: after.toFixed(2) })
          }
        />
      )}
    </Modal>
  );
}

/** 对冲: this payable against an open receivable of the same partner, at most what is open on both. */
export function OffsetDialog({ row, onClose }: { row: NeedPayRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [receivable, setReceivable] = useState<string>();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const receivables = useQuery({
    queryKey: ['need-pay-receivables', row.partnerType, row.partnerId],
    queryFn: () =>
      payablesApi.page({
        pageNo: 1,
        pageSize: 200,
        ledger: 'AR',
        partnerType: row.partnerType,
        partnerId: row.partnerId,
        onlyOpen: true,
      }),
  });
  const options = receivables.data?.list ?? [];
  const chosen = options.find((o) => o.id === receivable);
  const max = chosen ? Dec.min(row.open, chosen.open) : null;
  const over = max && isMoney(amount) && Dec.of(amount.trim()).gt(max);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await payablesApi.offset({
        payableItemId: row.id,
        receivableItemId: receivable!,
        amount: amount.trim(),
        remark: remark || null,
      });
      message.success(saved.hedgingNo);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('payables.offset.title', { no: row.itemNo })}
      onOk={() => void save()}
      okButtonProps={{ loading: busy, disabled: !receivable || !isMoney(amount) }}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('payables.offset.receivable')} required>
          <Select
            showSearch
            optionFilterProp="label"
            value={receivable}
            placeholder={t('payables.offset.pick')}
            notFoundContent={t('payables.offset.none')}
            loading={receivables.isLoading}
            onChange={setReceivable}
            options={options.map((o) => ({ value: o.id, label: `${o.itemNo} · ${t('payables.field.open')} ${o.open}` }))}
          />
        </Form.Item>
        <Form.Item label={t('payables.field.amount')} required>
          <Input value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Form.Item>
        <Form.Item label={t('payables.offset.remark')}>
          <Input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
      </Form>
      {over && <Alert type="warning" title={t('payables.offset.over', { max: max.toFixed(2) })} />}
      <Typography.Text type="secondary">
        {t('payables.field.open')} {row.open}
      </Typography.Text>
    </Modal>
  );
}
