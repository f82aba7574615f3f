import { Drawer, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs } from './CustomFieldInputs';

/** How the entity's form section will look: the enabled fields as CustomFieldInputs renders them. */
export function PreviewDrawer({ entity, open, onClose }: { entity: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <Drawer open={open} onClose={onClose} width={440} title={t('capabilities.customFields.preview')} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="custom-field-preview">
        <CustomFieldInputs entity={entity} />
      </Form>
    </Drawer>
  );
}
