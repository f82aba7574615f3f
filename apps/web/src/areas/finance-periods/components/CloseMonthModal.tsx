import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { financePeriodsApi } from '../api/finance-periods-api';
import { isMonthOver, monthName, monthToClose } from '../month';
import '../locales/register';

interface Values {
  month?: Dayjs;
  remark?: string;
}

/**
 * 结账: the confirm names the month and the dates it shuts. The month is the server's next one (months close in order);
 * before the first close the clerk may pick any month that is over (last month by default). The server checks again.
 */
export function CloseMonthModal({ open, nextMonth, onClose }: { open: boolean; nextMonth: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');
  useEffect(() => {
    if (open) form.setFieldsValue({ month: dayjs(`${monthToClose(nextMonth, today)}-01`), remark: undefined });
  }, [open, nextMonth, today, form]);
  const picked = Form.useWatch('month', form);
  const month = picked ? picked.format('YYYY-MM') : monthToClose(nextMonth, today);
  const start = dayjs(`${month}-01`);
  const isOver = isMonthOver(month, today);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await financePeriodsApi.close({ month, remark: v.remark?.trim() || null });
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('financePeriods.close.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('financePeriods.list.close')}
      okButtonProps={{ disabled: !isOver, danger: true, id: 'close-month-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={520}
    >
      <Typography.Title level={5} data-testid="close-month-confirm">
        {t('financePeriods.close.confirm', { month: monthName(month, i18n.language) })}
      </Typography.Title>
      <Alert
        type={isOver ? 'warning' : 'error'}
        showIcon
        style={{ marginBottom: 16 }}
        message={
          isOver
            ? t('financePeriods.close.hint', {
                start: start.format('YYYY-MM-DD'),
                end: start.endOf('month').format('YYYY-MM-DD'),
              })
            : t('financePeriods.close.notOver', { month: monthName(month, i18n.language) })
        }
      />
      <Form form={form} layout="vertical">
        <Form.Item name="month" label={nextMonth ? t('financePeriods.field.month') : t('financePeriods.close.pickMonth')}>
          <DatePicker
            picker="month"
            allowClear={false}
            disabled={Boolean(nextMonth)}
            disabledDate={(d) => !isMonthOver(d.format('YYYY-MM'), today)}
            data-testid="close-month-picker"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('financePeriods.field.remark')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
