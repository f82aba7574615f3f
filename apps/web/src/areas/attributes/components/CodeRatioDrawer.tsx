import { codeRatioInput, splitByRatio, type CodeRatioRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { numberProblem } from '../../../shared/forms/number-rule';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { attributeQueryKeys, codeRatioApi, sizeCategoryApi } from '../api/attributes-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

/** The live preview: a sample quantity split by the weights being typed (the same rule the server uses). */
export function ratioPreview(quantity: number, weights: number[]): number[] | null {
  if (!weights.some((w) => w > 0) || !Number.isSafeInteger(quantity) || quantity < 0) return null;
  if (weights.some((w) => !Number.isInteger(w) || w < 0 || w > 9999)) return null;
  return splitByRatio(quantity, weights);
}

interface Head {
  name: string;
  sizeCategoryId?: string;
}

/** Slide-in form of a code ratio (码比): a size category, one integer 0–9999 per size, total and preview. */
export function CodeRatioDrawer({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: CodeRatioRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Made here: the size grid watches the chosen category before the drawer hook.
  const [form] = Form.useForm<Head>();
  const categories = useQuery({ queryKey: attributeQueryKeys.sizeCategories, queryFn: sizeCategoryApi.list, enabled: open });
  const categoryId = Form.useWatch('sizeCategoryId', form);
  const [weights, setWeights] = useState<Record<string, number>>({});
  const [sample, setSample] = useState(100);

  const sizes = useMemo(() => categories.data?.find((c) => c.id === categoryId)?.sizeList ?? [], [categories.data, categoryId]);
  const values = sizes.map((s) => weights[s.id] ?? 0);
  const total = values.reduce((a, w) => a + w, 0);
  const preview = ratioPreview(sample, values);
  const ratioProblem = (weight: number | undefined, size: string) =>
    numberProblem(weight, { whole: true, min: 0, max: 9999, label: `${size} ${t('attributes.codeRatio.ratio')}` });

  const { saving, save } = useDrawerForm({
    open,
    form,
    record: row,
    toValues: (r: CodeRatioRow) => ({ name: r.name, sizeCategoryId: r.sizeCategoryId }),
    onOpen: () => {
      setSample(100);
      setWeights(row ? Object.fromEntries(row.sizeCodeRatioCateList.map((i) => [i.sizeId, i.ratio])) : {});
    },
    toBody: (head: Head) => {
      if (!head.sizeCategoryId) return null;
      // A weight beyond 0-9999 or with decimals is told, naming its size, never cut to fit.
      const bad = sizes.map((s) => ratioProblem(weights[s.id], s.name)).find(Boolean);
      if (bad) {
        message.error(bad);
        return null;
      }
      if (total === 0) {
        message.warning(t('attributes.codeRatio.allZero'));
        return null;
      }
      return {
        name: head.name.trim(),
        sizeCategoryId: head.sizeCategoryId,
        sizeCodeRatioCateList: sizes.map((s) => ({ sizeId: s.id, ratio: weights[s.id] ?? 0 })),
      };
    },
    submit: async (body) => {
      if (row) await codeRatioApi.update(row.id, body);
      else await codeRatioApi.add(body);
    },
    successMessage: t('attributes.library.saved'),
    onSaved,
    onClose,
  });

  const sizeColumns = sizes.map((s) => ({ key: s.id, title: s.name, dataIndex: s.id, align: 'center' as const, width: 90 }));
  const gridColumns = [
    { key: 'label', title: '', dataIndex: 'label', width: 110 },
    ...sizeColumns,
    { key: 'total', title: t('attributes.codeRatio.total'), dataIndex: 'total', align: 'center' as const, width: 90 },
  ];
  const ratioRow: Record<string, React.ReactNode> = {
    key: 'ratio',
    label: t('attributes.codeRatio.ratio'),
    total: <Typography.Text strong>{total}</Typography.Text>,
  };
  for (const s of sizes)
    ratioRow[s.id] = (
      <InputNumber
        size="small"
        style={{ width: 70 }}
        status={ratioProblem(weights[s.id], s.name) ? 'error' : undefined}
        value={weights[s.id] ?? 0}
        onChange={(v) => setWeights((w) => ({ ...w, [s.id]: Number(v ?? 0) }))}
        aria-label={`${s.name} ${t('attributes.codeRatio.ratio')}`}
      />
    );
  const previewRow: Record<string, React.ReactNode> = {
    key: 'preview',
    label: t('attributes.codeRatio.preview'),
    total: preview ? sample : '—',
  };
  sizes.forEach((s, i) => (previewRow[s.id] = preview ? preview[i] : '—'));

  return (
    <FormDrawer
      open={open}
      size={Math.max(560, 260 + sizes.length * 90)}
      title={t(row ? 'attributes.codeRatio.editTitle' : 'attributes.codeRatio.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('attributes.codeRatio.name')}
          rules={[requiredRule(t('attributes.codeRatio.name')), zodTextRule(codeRatioInput.shape.name)]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="sizeCategoryId"
          label={t('attributes.codeRatio.sizeCategory')}
          rules={[requiredRule(t('attributes.codeRatio.sizeCategory'), 'select')]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={categories.isLoading}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.category }))}
          />
        </Form.Item>
      </Form>
      {sizes.length > 0 ? (
        <>
          <Table
            size="small"
            bordered
            pagination={false}
            columns={gridColumns}
            dataSource={[ratioRow, previewRow]}
            scroll={{ x: 'max-content' }}
          />
          <Space style={{ marginTop: 12 }} align="center">
            <span>{t('attributes.codeRatio.sampleQuantity')}</span>
            <InputNumber min={0} max={999999} precision={0} value={sample} onChange={(v) => setSample(Number(v ?? 0))} />
            <Typography.Text type="secondary">{t('attributes.codeRatio.previewHint')}</Typography.Text>
          </Space>
        </>
      ) : (
        <Alert type="info" showIcon title={t('attributes.codeRatio.chooseCategory')} />
      )}
    </FormDrawer>
  );
}
