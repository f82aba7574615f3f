import { sizeCategoryInput, type SizeCategoryRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { sizeCategoryApi, skuAttrApi, type SizeCategoryForm } from '../api/attributes-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

interface Medium {
  attrId: string;
  name: string;
}

/** Slide-in form of a size category: name, sizes in the order chosen, medium categories not yet taken. */
export function SizeCategoryDrawer({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: SizeCategoryRow | null;
  onClose: () => void;
  /** The saved size category with its sizes (a select that created it chooses it and its sizes). */
  onSaved: (saved: SizeCategoryRow) => void;
}) {
  const { t } = useTranslation();
  const sizes = useQuery({ queryKey: ['attributes', 'sizeOptions'], queryFn: () => skuAttrApi.options('SIZE'), enabled: open });
  const free = useQuery({
    queryKey: ['attributes', 'mediumNotUsed'],
    queryFn: () => api.get<Medium[]>('goodsAttrSizeCategory/config/categoryMediumNotUsedList'),
    enabled: open,
  });

  const { form, saving, save } = useDrawerForm({
    open,
    record: row,
    toValues: (r: SizeCategoryRow) => ({ category: r.category, sizeIds: r.sizeList.map((s) => s.id), attrIds: r.attrIds }),
    toBody: (values: SizeCategoryForm) => ({ ...values, category: values.category.trim(), attrIds: values.attrIds ?? [] }),
    submit: (body) => (row ? sizeCategoryApi.update(row.id, body) : sizeCategoryApi.add(body)),
    successMessage: t('attributes.library.saved'),
    onSaved,
    onClose,
  });

  // A stop-used size already in the category stays choosable here so editing keeps it.
  const sizeOptions = [
    ...(sizes.data ?? []).map((o) => ({ value: o.id, label: o.name })),
    ...(row?.sizeList ?? []).filter((s) => s.isStopped).map((s) => ({ value: s.id, label: s.name })),
  ];
  const mediumOptions = [
    ...(row?.attrIds ?? []).map((a) => ({ value: a, label: a })),
    ...(free.data ?? []).map((m) => ({ value: m.attrId, label: m.name })),
  ];

  return (
    <FormDrawer
      open={open}
      size={480}
      title={t(row ? 'attributes.sizeCategory.editTitle' : 'attributes.sizeCategory.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} name="sizeCategory" layout="vertical">
        <Form.Item
          name="category"
          label={t('attributes.sizeCategory.name')}
          rules={[requiredRule(t('attributes.sizeCategory.name')), zodTextRule(sizeCategoryInput.shape.category)]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="sizeIds"
          label={t('attributes.sizeCategory.sizes')}
          extra={t('attributes.sizeCategory.sizesHint')}
          rules={[requiredRule(t('attributes.sizeCategory.sizes'), 'select')]}
        >
          <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} loading={sizes.isLoading} options={sizeOptions} />
        </Form.Item>
        <Form.Item name="attrIds" label={t('attributes.sizeCategory.mediums')} extra={t('attributes.sizeCategory.mediumsHint')}>
          <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} loading={free.isLoading} options={mediumOptions} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
