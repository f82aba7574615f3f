import { skuAttrAddInput, type LibraryLevel, type SkuAttrRow, type SkuAttrType } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { recordCreate, SearchSelect, type OptionLoader } from '../../../shared/search-select';
import { numberRule } from '../../../shared/forms/number-rule';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { attributeQueryKeys, colorGroupsAt, sizeCategoryApi, skuAttrApi, type SkuAttrForm } from '../api/attributes-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

/** The i18n block naming a kind's fields: colour, size, standard length, other. */
export const labelsOf = (type: SkuAttrType): 'color' | 'size' | 'standard' | 'other' =>
  type === 'COLOR' ? 'color' : type === 'SIZE' ? 'size' : type === 'STANDARD' ? 'standard' : 'other';

/**
 * Slide-in form to add or edit one library value (colour with its group, size with its categories) at a level: the
 * company's (a colour in a company group; a size joins no size category, those are each factory's) or the factory's.
 */
export function SkuAttrDrawer({
  open,
  type,
  level = 'FACTORY',
  row,
  defaultCategoryId,
  onClose,
  onSaved,
}: {
  open: boolean;
  type: SkuAttrType;
  level?: LibraryLevel;
  row: SkuAttrRow | null;
  defaultCategoryId?: string | undefined;
  onClose: () => void;
  /** The saved value (a select that created it chooses it). */
  onSaved: (saved: SkuAttrRow) => void;
}) {
  const { t } = useTranslation();
  const k = labelsOf(type);
  const groups = useQuery({
    queryKey: attributeQueryKeys.colorCategoriesAt(level),
    queryFn: () => colorGroupsAt(level),
    enabled: open && type === 'COLOR',
  });
  const joinsSizeCategories = type === 'SIZE' && !row && level === 'FACTORY';
  const sizeCategories = useQuery({
    queryKey: attributeQueryKeys.sizeCategories,
    queryFn: sizeCategoryApi.list,
    enabled: open && joinsSizeCategories,
  });

  const { form, saving, save } = useDrawerForm({
    open,
    record: row,
    fillKey: defaultCategoryId,
    toValues: (r: SkuAttrRow) => ({ name: r.name, no: r.no, categoryId: r.categoryId, sort: r.sort }),
    defaults: () => (defaultCategoryId ? { categoryId: defaultCategoryId } : undefined),
    toBody: (values: SkuAttrForm): SkuAttrForm => ({ ...values, name: values.name.trim(), no: values.no?.trim() || null }),
    // A duplicate name is refused by the server; the api client names the field.
    submit: (body) => (row ? skuAttrApi.update(row.id, body, level) : skuAttrApi.add(type, body, level)),
    successMessage: t('attributes.library.saved'),
    onSaved,
    onClose,
  });

  const queryClient = useQueryClient();
  // The groups of this level (a factory: the company's and its own), filtered here; a factory's select offers 新建.
  const groupLoader = useCallback<OptionLoader>(
    async (keyword) =>
      (groups.data ?? []).filter((g) => !keyword || g.name.includes(keyword)).map((g) => ({ value: g.id, label: g.name })),
    [groups.data],
  );

  return (
    <FormDrawer
      open={open}
      size={420}
      title={t(row ? `attributes.${k}.editTitle` : `attributes.${k}.createTitle`)}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} name="skuAttr" layout="vertical">
        {type === 'COLOR' && (
          <Form.Item
            name="categoryId"
            label={t('attributes.color.group')}
            rules={[requiredRule(t('attributes.color.group'), 'select')]}
          >
            <SearchSelect
              single
              loader={groupLoader}
              create={
                level === 'FACTORY'
                  ? recordCreate('colorGroup', {
                      onCreated: () => void queryClient.invalidateQueries({ queryKey: attributeQueryKeys.colorCategories }),
                    })
                  : undefined
              }
              data-testid="color-group-select"
            />
          </Form.Item>
        )}
        <Form.Item
          name="no"
          label={t(`attributes.${k}.code`)}
          extra={t('attributes.library.codeBlank')}
          rules={[zodRule(skuAttrAddInput.shape.no)]}
        >
          <Input maxLength={12} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t(`attributes.${k}.name`)}
          rules={[requiredRule(t(`attributes.${k}.name`)), zodTextRule(skuAttrAddInput.shape.name)]}
        >
          <Input maxLength={12} showCount />
        </Form.Item>
        {joinsSizeCategories && (
          <Form.Item name="sizeCategoryIds" label={t('attributes.library.sizeCategories')}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              loading={sizeCategories.isLoading}
              options={(sizeCategories.data ?? []).map((c) => ({ value: c.id, label: c.category }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="sort"
          label={t('attributes.library.sort')}
          rules={[numberRule({ whole: true, min: 0, max: 99999, label: t('attributes.library.sort') })]}
        >
          <Input inputMode="numeric" maxLength={12} data-testid="attr-sort" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
