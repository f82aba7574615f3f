import { MEASURE_UNIT_RATIO_SCALE, measureUnitName, type MeasureUnitRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { numberRule } from '../../../shared/forms/number-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { measureUnitsQueryKey, type CreateFormProps } from '../../../shared/search-select';
import { unitsApi, type MeasureUnitForm } from '../api/units-api';
import '../locales/register';

interface Values {
  name: string;
  isPiece: boolean;
  baseUnitId?: string | null;
  baseRatio?: string | null;
  sort?: string;
  remark?: string;
}

export interface MeasureUnitDrawerProps {
  open: boolean;
  /** The unit to edit; null to create one. */
  unit: MeasureUnitRow | null;
  /** A name to start a new unit with (the text typed in a unit select). */
  initialName?: string;
  onClose: () => void;
  onSaved: (saved: MeasureUnitRow) => void;
}

/** 新建单位 / 编辑单位: name (unique in the factory), 按件计, an optional fixed conversion to a base unit, sort, remark. */
export function MeasureUnitDrawer({ open, unit, initialName, onClose, onSaved }: MeasureUnitDrawerProps) {
  const { t } = useTranslation();
  // Base units: units that convert to nothing themselves (one level), other than this one.
  const bases = useQuery({ queryKey: measureUnitsQueryKey, queryFn: () => unitsApi.options(), enabled: open });
  const baseOptions = (bases.data ?? [])
    .filter((u) => !u.baseUnitId && u.id !== unit?.id)
    .map((u) => ({ value: u.id, label: u.name }));
  if (unit?.baseUnitId && !baseOptions.some((o) => o.value === unit.baseUnitId))
    baseOptions.push({ value: unit.baseUnitId, label: unit.baseUnitName ?? unit.baseUnitId });

  const { form, saving, save } = useDrawerForm({
    open,
    record: unit,
    toValues: (u: MeasureUnitRow): Partial<Values> => ({
      name: u.name,
      isPiece: u.isPiece,
      baseUnitId: u.baseUnitId,
      baseRatio: u.baseRatio,
      sort: String(u.sort),
      remark: u.remark ?? undefined,
    }),
    defaults: () => ({ name: initialName?.trim() ?? '', isPiece: false }),
    toBody: (v: Values): MeasureUnitForm => ({
      name: v.name.trim(),
      isPiece: Boolean(v.isPiece),
      baseUnitId: v.baseUnitId ?? null,
      baseRatio: v.baseUnitId ? (v.baseRatio?.trim() ?? null) : null,
      ...(v.sort?.trim() ? { sort: Number(v.sort.trim()) } : {}),
      remark: v.remark?.trim() || null,
    }),
    submit: (body) => (unit ? unitsApi.update(unit.id, body) : unitsApi.add(body)),
    successMessage: t('units.form.saved'),
    onSaved,
    onClose,
  });
  const name = Form.useWatch('name', form) as string | undefined;
  const baseUnitId = Form.useWatch('baseUnitId', form) as string | null | undefined;
  const baseName = baseOptions.find((o) => o.value === baseUnitId)?.label ?? '';

  return (
    <FormDrawer
      open={open}
      size={440}
      title={unit ? t('units.form.editTitle') : t('units.form.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="unit-save"
    >
      <Form form={form} name="measureUnit" layout="vertical" data-testid="unit-form">
        <Form.Item
          name="name"
          label={t('units.field.name')}
          rules={[requiredRule(t('units.field.name')), zodTextRule(measureUnitName, t('units.field.name'))]}
        >
          <Input maxLength={10} showCount autoFocus data-testid="unit-name" />
        </Form.Item>
        <Form.Item name="isPiece" valuePropName="checked" extra={t('units.field.isPieceHint')}>
          <Checkbox>{t('units.field.isPiece')}</Checkbox>
        </Form.Item>
        <Form.Item label={t('units.field.base')} extra={baseUnitId ? undefined : t('units.form.noBase')}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="baseUnitId" noStyle>
              <Select
                allowClear
                style={{ width: '45%' }}
                placeholder={t('units.field.baseUnit')}
                loading={bases.isLoading}
                options={baseOptions}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
            <Form.Item
              name="baseRatio"
              noStyle
              dependencies={['baseUnitId']}
              rules={[
                ...(baseUnitId ? [requiredRule(t('units.field.baseRatio'))] : []),
                numberRule({ scale: MEASURE_UNIT_RATIO_SCALE, positive: true, label: t('units.field.baseRatio') }),
              ]}
            >
              <Input
                style={{ width: '55%' }}
                inputMode="decimal"
                disabled={!baseUnitId}
                placeholder={t('units.field.baseRatio')}
                addonAfter={baseName || undefined}
              />
            </Form.Item>
          </Space.Compact>
          {baseUnitId && (
            <Typography.Text type="secondary">
              {t('units.field.baseRatioHint', { name: name?.trim() || '?', base: baseName })}
            </Typography.Text>
          )}
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('units.field.sort')}
          rules={[numberRule({ whole: true, min: 0, max: 100000, label: t('units.field.sort') })]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item name="remark" label={t('units.field.remark')} rules={[{ max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

/** 新建 in a unit select: the unit form, starting with the text typed there. */
export function MeasureUnitCreateDrawer({ open, keyword, onClose, onSaved }: CreateFormProps<MeasureUnitRow>) {
  return <MeasureUnitDrawer open={open} unit={null} initialName={keyword} onClose={onClose} onSaved={onSaved} />;
}
