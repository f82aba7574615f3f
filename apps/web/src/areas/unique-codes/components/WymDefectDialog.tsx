import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select';
import { defectLabelLoader } from '../api/unique-codes-api';
import { defectLabelCreate } from './DefectLabelCreate';
import '../locales/register';

/** 次品 of one code at a QC node: the defect labels (at least one; a new one may be made inside the select). */
export function WymDefectDialog(props: {
  open: boolean;
  code: string;
  node: string;
  onCancel: () => void;
  onConfirm: (defectiveLabelIds: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const q = (k: string, o?: Record<string, unknown>) => t(`uniqueCodes.qc.${k}`, o);
  const [form] = Form.useForm<{ labels: string[] }>();
  return (
    <Modal
      open={props.open}
      title={q('defectTitle', { code: props.code, node: props.node })}
      okText={q('defectived')}
      destroyOnHidden
      onCancel={props.onCancel}
      onOk={async () => props.onConfirm((await form.validateFields()).labels.map(String))}
      data-testid="wym-defect-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="labels" label={q('labels')} rules={[{ required: true, message: q('needLabels') }]}>
          <SearchSelect loader={defectLabelLoader} create={defectLabelCreate} data-testid="wym-defect-labels" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
