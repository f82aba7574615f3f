import { sizeTableTemplateInput, type SizeTableDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { attributeQueryKeys, sizeCategoryApi, sizeTableTemplateApi } from '../api/attributes-api';
import { isMeasure, newPoint, SizeTableGrid, type GridPoint } from './SizeTableGrid';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

type Head = { name: string; sizeCategoryId?: string; remark?: string };

const pointsOf = (d: SizeTableDetail): GridPoint[] =>
  d.points.map((p) => ({
    ...newPoint(),
    name: p.name,
    tolerance: p.tolerance ?? '',
    values: Object.fromEntries(Object.entries(p.values).map(([k, v]) => [k, v ?? ''])),
  }));

/** Slide-in editor of a size table template: name, size category, remark and the measurement grid. */
export function SizeTableTemplateDrawer({
  open,
  id,
  onClose,
  onSaved,
}: {
  open: boolean;
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Head>();
  const categoryId = Form.useWatch('sizeCategoryId', form);
  const categories = useQuery({ queryKey: attributeQueryKeys.sizeCategories, queryFn: sizeCategoryApi.list, enabled: open });
  const detail = useQuery({
    queryKey: ['attributes', 'sizeTableTemplate', id],
    queryFn: () => sizeTableTemplateApi.get(id!),
    enabled: open && !!id,
    staleTime: 0,
  });
  const [points, setPoints] = useState<GridPoint[]>([]);

  const sizes = useMemo(
    () =>
      (categories.data?.find((c) => c.id === categoryId)?.sizeList ?? []).map(({ id: sizeId, name }) => ({ id: sizeId, name })),
    [categories.data, categoryId],
  );

  // The record arrives after opening (detail query): the form and the grid are filled again when it does.
  const record = id ? (detail.data ?? null) : null;
  const { saving, save } = useDrawerForm({
    open,
    form,
    record,
    toValues: (d: SizeTableDetail): Head => ({ name: d.name, sizeCategoryId: d.sizeCategoryId, remark: d.remark ?? undefined }),
    onOpen: () => setPoints(record ? pointsOf(record) : id ? [] : [newPoint()]),
    toBody: (head: Head) => {
      if (!head.sizeCategoryId) return null;
      const bad = points.some(
        (p) => !p.name.trim() || !isMeasure(p.tolerance) || Object.values(p.values).some((v) => !isMeasure(v)),
      );
      if (bad) {
        message.warning(t('attributes.sizeTable.numberRule'));
        return null;
      }
      const sizeIds = new Set(sizes.map((s) => s.id));
      return {
        name: head.name.trim(),
        sizeCategoryId: head.sizeCategoryId,
        remark: head.remark?.trim() || null,
        points: points.map((p) => ({
          name: p.name.trim(),
          tolerance: p.tolerance || null,
          // Only the sizes of the chosen category: switching category drops the other columns.
          values: Object.fromEntries(Object.entries(p.values).filter(([k, v]) => sizeIds.has(k) && v !== '')),
        })),
      };
    },
    submit: (body) => (id ? sizeTableTemplateApi.update(id, body) : sizeTableTemplateApi.create(body)),
    successMessage: t('attributes.library.saved'),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={Math.min(1100, Math.max(640, 340 + sizes.length * 90))}
      title={t(id ? 'attributes.sizeTable.editTitle' : 'attributes.sizeTable.createTitle')}
      saving={saving}
      loading={!!id && detail.isLoading}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} layout="vertical">
        <Space size="large" align="start" wrap>
          <Form.Item
            name="name"
            label={t('attributes.sizeTable.name')}
            rules={[requiredRule(t('attributes.sizeTable.name')), zodTextRule(sizeTableTemplateInput.shape.name)]}
            style={{ width: 260 }}
          >
            <Input maxLength={30} showCount />
          </Form.Item>
          <Form.Item
            name="sizeCategoryId"
            label={t('attributes.sizeTable.sizeCategory')}
            rules={[requiredRule(t('attributes.sizeTable.sizeCategory'), 'select')]}
            style={{ width: 220 }}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={categories.isLoading}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.category }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('attributes.sizeTable.remark')} rules={[zodRule(sizeTableTemplateInput.shape.remark)]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {sizes.length > 0 ? (
        <SizeTableGrid sizes={sizes} points={points} onChange={setPoints} />
      ) : (
        <Alert type="info" showIcon title={t('attributes.sizeTable.chooseCategory')} />
      )}
    </FormDrawer>
  );
}
