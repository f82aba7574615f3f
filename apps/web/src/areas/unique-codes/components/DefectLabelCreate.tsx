import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreateFormProps, SelectCreate } from '../../../shared/search-select';
import { addDefectLabel } from '../api/unique-codes-api';
import '../locales/register';

interface NewLabel {
  id: string;
  labelName: string;
}

/** 新建次品标签 from inside the label select: a name, saved as the factory's label, then chosen. */
function DefectLabelForm({ open, keyword, onClose, onSaved }: CreateFormProps<NewLabel>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ labelName: string }>();
  return (
    <Modal
      open={open}
      title={t('uniqueCodes.qc.newLabel')}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const { labelName } = await form.validateFields();
        const saved = await addDefectLabel(labelName.trim());
        onSaved({ id: saved.id, labelName: labelName.trim() });
        onClose();
      }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ labelName: keyword }}>
        <Form.Item
          name="labelName"
          label={t('uniqueCodes.qc.labelName')}
          rules={[{ required: true, whitespace: true, max: 20, message: t('uniqueCodes.qc.needLabelName') }]}
        >
          <Input autoFocus maxLength={20} data-testid="wym-new-label-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The label select's 新建 (code fac.defectiveLabel.manage, the factory label library's). */
export const defectLabelCreate: SelectCreate<NewLabel> = {
  permission: 'fac.defectiveLabel.manage',
  render: (props) => <DefectLabelForm {...props} />,
  toOption: (r) => ({ value: r.id, label: r.labelName }),
};
