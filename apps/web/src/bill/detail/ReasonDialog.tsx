import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../shared/forms/required-rule';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  onOk: (reason: string) => Promise<void> | void;
  onCancel: () => void;
}

/** The reason dialog of reject / anti-review / refuse: the reason is mandatory (reference 11 section 7). */
export function ReasonDialog({ open, title, onOk, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      destroyOnHidden
      onOk={async () => {
        const { reason } = await form.validateFields();
        await onOk(reason.trim());
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={title} rules={[requiredRule(title), { max: 500 }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('bill.reason.placeholder')} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
