import { materialSpecInput, type LibraryLevel, type MaterialSpecRow } from '@gf/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodRule } from '../../../shared/forms/zod-rule';
import { specsApi } from '../api/materials-api';
import '../locales/register';

export interface SpecDrawerProps {
  open: boolean;
  /** The library the specification is saved in: the company's or (default) the factory's own. */
  level?: LibraryLevel;
  spec?: MaterialSpecRow | null;
  onClose: () => void;
  onSaved: (saved: MaterialSpecRow) => void;
}

/** 新建规格 / 编辑规格: 规格号 (A–Z/0–9, at most 8, blank = generated) and 规格描述. */
export function SpecDrawer({ open, level = 'FACTORY', spec, onClose, onSaved }: SpecDrawerProps) {
  const { t } = useTranslation();

  const { form, saving, save } = useDrawerForm({
    open,
    record: spec,
    toValues: (r: MaterialSpecRow) => ({ no: r.no, remark: r.remark ?? undefined }),
    toBody: (values: { no?: string; remark?: string }) => ({
      id: spec?.id,
      no: values.no?.trim() || null,
      remark: values.remark?.trim() || null,
      level,
    }),
    submit: (body) => specsApi.save(body),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={420}
      title={spec ? t('materials.specs.edit') : t('materials.specs.create')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="spec-save"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="no"
          label={t('materials.specs.no')}
          rules={[zodRule(materialSpecInput.shape.no)]}
          extra={t('materials.specs.noRule')}
        >
          <Input maxLength={8} placeholder={t('common.autoGenerate')} />
        </Form.Item>
        <Form.Item name="remark" label={t('materials.specs.remark')} rules={[{ max: 50 }]}>
          <Input maxLength={50} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
