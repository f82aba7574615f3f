import { colorCategoryInput } from '@gf/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import type { CreateFormProps } from '../../../shared/search-select';
import { colorCategoryApi } from '../api/attributes-api';
import '../locales/register';

/** 新建 in a colour-group select: a new group by name (the colour library's own 新建分组 asks the same). */
export function ColorGroupDrawer({ open, keyword, onClose, onSaved }: CreateFormProps<{ id: string; name: string }>) {
  const { t } = useTranslation();
  const { form, saving, save } = useDrawerForm({
    open,
    record: null,
    defaults: () => ({ name: keyword }),
    toBody: (values: { name: string }) => values.name.trim(),
    submit: async (name: string) => ({ id: (await colorCategoryApi.add(name)).id, name }),
    successMessage: t('attributes.library.saved'),
    onSaved,
    onClose,
  });
  return (
    <FormDrawer
      open={open}
      size={380}
      title={t('attributes.color.addGroup')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="color-group-save"
    >
      <Form form={form} name="colorGroup" layout="vertical">
        <Form.Item
          name="name"
          label={t('attributes.color.groupName')}
          rules={[requiredRule(t('attributes.color.groupName')), zodTextRule(colorCategoryInput.shape.name)]}
        >
          <Input maxLength={12} showCount autoFocus />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
