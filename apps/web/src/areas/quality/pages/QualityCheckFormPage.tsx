import { qualityCheckCreateInput, qualityLineInput, qualityResults, type QualityCheckRow } from '@gf/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { zodRule } from '../../../shared/forms/zod-rule';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import type { OptionPair } from '../../../shared/search-select/search-select.logic';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { getSession } from '../../../shared/session/session';
import {
  materialSkuLoader,
  qualityApi,
  rollLoader,
  supplierLoader,
  trimZeros,
  type QualityBody,
  type SourceInfo,
} from '../api/quality-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

const h = qualityCheckCreateInput.shape;
const l = qualityLineInput.shape;

interface LineForm {
  materialSkuId?: string;
  materialRollId?: string;
  sourceLineId?: string | null;
  checkedQuantity?: string;
  qualifiedQuantity?: string;
  unqualifiedQuantity?: string;
  result?: string;
  defects?: string;
  remark?: string;
}
interface FormValues {
  billNo?: string;
  sourceType: 'NONE' | 'PURCHASE' | 'ARRIVE_NOTIFY';
  sourceNo?: string;
  supplierId?: string;
  checkerId?: string;
  checkDate?: Dayjs;
  remark?: string;
  lines: LineForm[];
}

const blank = (v: string | undefined | null) => (v?.trim() ? v.trim() : null);

/** 新建 / 编辑质检单 (/qualityCheckOperate[?id=]): header, lines typed or loaded from a purchase bill or receipt notice. */
export function QualityCheckFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [source, setSource] = useState<{ id: string; info: SourceInfo } | null>(null);
  const [skuLabels, setSkuLabels] = useState<OptionPair[]>([]);
  const f = (k: string) => t(`quality.field.${k}`);
  const existing = useQuery({
    queryKey: ['quality', id],
    queryFn: () => qualityApi.detail(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
  const sourceType = Form.useWatch('sourceType', form);

  useEffect(() => {
    const b: QualityCheckRow | undefined = existing.data;
    if (!id) {
      form.setFieldsValue({ sourceType: 'NONE', checkerId: getSession()?.userId, checkDate: dayjs(), lines: [{}] });
      return;
    }
    if (!b) return;
    setSkuLabels(
      (b.lines ?? []).map((x) => ({
        value: x.materialSkuId,
        label: [x.materialNo, x.materialName, x.colorName, x.specificationsNo].filter(Boolean).join(' '),
      })),
    );
    if (b.sourceId && (b.sourceType === 'PURCHASE' || b.sourceType === 'ARRIVE_NOTIFY'))
      setSource({
        id: b.sourceId,
        info: {
          id: b.sourceId,
          no: b.sourceNo ?? '',
          supplierId: b.supplierId,
          supplierName: b.supplierName,
          date: '',
          lines: [],
        },
      });
    form.setFieldsValue({
      billNo: b.billNo,
      sourceType: b.sourceType === 'ARRIVE' ? 'NONE' : b.sourceType,
      sourceNo: b.sourceNo ?? undefined,
      supplierId: b.supplierId ?? undefined,
      checkerId: b.checkerId,
      checkDate: dayjs(b.checkDate),
      remark: b.remark ?? undefined,
      lines: (b.lines ?? []).map((x) => ({
        materialSkuId: x.materialSkuId,
        materialRollId: x.materialRollId ?? undefined,
        sourceLineId: x.sourceLineId,
        checkedQuantity: trimZeros(x.checkedQuantity) ?? undefined,
        qualifiedQuantity: trimZeros(x.qualifiedQuantity) ?? undefined,
        unqualifiedQuantity: trimZeros(x.unqualifiedQuantity) ?? undefined,
        result: x.result,
        defects: x.defects ?? undefined,
        remark: x.remark ?? undefined,
      })),
    });
  }, [id, existing.data, form]);

  const load = async () => {
    const no = form.getFieldValue('sourceNo')?.trim();
    if (!no || sourceType === 'NONE') return;
    try {
      const info = sourceType === 'PURCHASE' ? await qualityApi.purchaseInfo(no) : await qualityApi.noticeInfo(no);
      setSource({ id: info.id, info });
      setSkuLabels(
        info.lines.map((x) => ({
          value: x.materialSkuId,
          label: [x.materialNo, x.materialName, x.colorName, x.specificationsNo].filter(Boolean).join(' '),
        })),
      );
      form.setFieldsValue({
        supplierId: info.supplierId ?? undefined,
        lines: info.lines.map((x) => ({
          materialSkuId: x.materialSkuId,
          sourceLineId: x.sourceLineId,
          checkedQuantity: trimZeros(x.quantity) ?? undefined,
          qualifiedQuantity: trimZeros(x.quantity) ?? undefined,
          unqualifiedQuantity: '0',
        })),
      });
    } catch {
      // shown by the api client
    }
  };

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: QualityBody = {
      billNo: blank(v.billNo),
      sourceType: v.sourceType !== 'NONE' && source ? v.sourceType : 'NONE',
      sourceId: v.sourceType !== 'NONE' && source ? source.id : null,
      supplierId: v.supplierId ?? null,
      checkerId: v.checkerId ?? '',
      checkDate: (v.checkDate ?? dayjs()).format('YYYY-MM-DD'),
      remark: blank(v.remark),
      lines: v.lines.map((x) => ({
        materialSkuId: x.materialSkuId ?? '',
        materialRollId: x.materialRollId ?? null,
        sourceLineId: v.sourceType !== 'NONE' && source ? (x.sourceLineId ?? null) : null,
        checkedQuantity: x.checkedQuantity?.trim() ?? '',
        qualifiedQuantity: x.qualifiedQuantity?.trim() ?? '',
        unqualifiedQuantity: x.unqualifiedQuantity?.trim() || '0',
        result: (x.result as QualityBody['lines'][number]['result']) ?? null,
        defects: blank(x.defects),
        remark: blank(x.remark),
      })),
    };
    setSaving(true);
    try {
      const saved = id ? await qualityApi.update({ ...body, id }) : await qualityApi.create(body);
      void navigate(`/qualityCheckDetail?id=${encodeURIComponent(saved.id)}`);
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const cell = (name: (string | number)[], rules: ReturnType<typeof zodRule>[], node: React.ReactNode) => (
    <Form.Item name={name} rules={rules} style={{ margin: 0 }}>
      {node}
    </Form.Item>
  );

  return (
    <div className="detail-page">
      <Card
        loading={Boolean(id) && existing.isLoading}
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {id ? t('quality.form.editTitle') : t('quality.form.createTitle')}
          </Typography.Title>
        }
        extra={
          <Space>
            <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="quality-save">
              {t('common.save')}
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical">
          <Space wrap size={16} align="start">
            <Form.Item name="billNo" label={f('billNo')} rules={[zodRule(h.billNo)]}>
              <Input placeholder={t('quality.form.billNoPlaceholder')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="sourceType" label={f('source')}>
              <Select
                style={{ width: 140 }}
                options={(['NONE', 'PURCHASE', 'ARRIVE_NOTIFY'] as const).map((s) => ({
                  value: s,
                  label: t(`quality.source.${s}`),
                }))}
              />
            </Form.Item>
            {sourceType && sourceType !== 'NONE' && (
              <Form.Item label={f('sourceNo')}>
                <Space.Compact>
                  <Form.Item name="sourceNo" noStyle>
                    <Input
                      placeholder={t('quality.form.sourceNoPlaceholder')}
                      style={{ width: 180 }}
                      onPressEnter={() => void load()}
                    />
                  </Form.Item>
                  <Button onClick={() => void load()}>{t('quality.form.load')}</Button>
                </Space.Compact>
              </Form.Item>
            )}
            <Form.Item name="supplierId" label={f('supplier')}>
              <SearchSelect
                single
                allowClear
                loader={supplierLoader}
                create={recordCreate('supplier')}
                style={{ width: 200 }}
                initialOptions={
                  existing.data?.supplierId
                    ? [{ value: existing.data.supplierId, label: existing.data.supplierName ?? '' }]
                    : source?.info.supplierId
                      ? [{ value: source.info.supplierId, label: source.info.supplierName ?? '' }]
                      : []
                }
              />
            </Form.Item>
            <Form.Item name="checkerId" label={f('checker')} rules={[requiredRule(f('checker'), 'select')]}>
              <SearchSelect single loader={unitUserLoader} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="checkDate" label={f('checkDate')} rules={[requiredRule(f('checkDate'), 'select')]}>
              <DatePicker allowClear={false} />
            </Form.Item>
            <Form.Item name="remark" label={f('remark')} rules={[zodRule(h.remark)]}>
              <Input style={{ width: 260 }} />
            </Form.Item>
          </Space>
          <Typography.Title level={5}>{t('quality.form.lines')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('quality.form.sumRule')}</Typography.Paragraph>
          <Form.List
            name="lines"
            rules={[
              {
                validator: async (_r, v: unknown[]) =>
                  v?.length ? undefined : Promise.reject(new Error(t('quality.form.atLeastOne'))),
              },
            ]}
          >
            {(fields, { add, remove }) => (
              <>
                <Table
                  rowKey="key"
                  size="small"
                  pagination={false}
                  dataSource={fields}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    {
                      key: 'sku',
                      title: f('sku'),
                      width: 260,
                      render: (_: unknown, fd) =>
                        cell(
                          [fd.name, 'materialSkuId'],
                          [requiredRule(f('sku'), 'select')],
                          <SearchSelect single loader={materialSkuLoader} initialOptions={skuLabels} style={{ width: 250 }} />,
                        ),
                    },
                    {
                      key: 'roll',
                      title: f('roll'),
                      width: 170,
                      render: (_: unknown, fd) =>
                        cell(
                          [fd.name, 'materialRollId'],
                          [],
                          <SearchSelect single allowClear loader={rollLoader} style={{ width: 210 }} />,
                        ),
                    },
                    {
                      key: 'checked',
                      title: f('checked'),
                      render: (_: unknown, fd) =>
                        cell(
                          [fd.name, 'checkedQuantity'],
                          [zodRule(l.checkedQuantity)],
                          <Input inputMode="decimal" style={{ width: 90 }} />,
                        ),
                    },
                    {
                      key: 'qualified',
                      title: f('qualified'),
                      render: (_: unknown, fd) =>
                        cell(
                          [fd.name, 'qualifiedQuantity'],
                          [zodRule(l.qualifiedQuantity)],
                          <Input inputMode="decimal" style={{ width: 90 }} />,
                        ),
                    },
                    {
                      key: 'unqualified',
                      title: f('unqualified'),
                      render: (_: unknown, fd) =>
                        cell(
                          [fd.name, 'unqualifiedQuantity'],
                          [zodRule(l.unqualifiedQuantity.optional())],
                          <Input inputMode="decimal" style={{ width: 90 }} />,
                        ),
                    },
                    {
                      key: 'result',
                      title: f('result'),
                      render: (_: unknown, fd) =>
                        cell(
                          [fd.name, 'result'],
                          [],
                          <Select
                            allowClear
                            placeholder={t('quality.form.autoResult')}
                            style={{ width: 110 }}
                            options={qualityResults.map((r) => ({ value: r, label: t(`quality.result.${r}`) }))}
                          />,
                        ),
                    },
                    {
                      key: 'defects',
                      title: f('defects'),
                      render: (_: unknown, fd) =>
                        cell([fd.name, 'defects'], [zodRule(l.defects)], <Input style={{ width: 140 }} />),
                    },
                    {
                      key: 'remark',
                      title: f('remark'),
                      render: (_: unknown, fd) =>
                        cell([fd.name, 'remark'], [zodRule(l.remark)], <Input style={{ width: 140 }} />),
                    },
                    {
                      key: 'del',
                      title: '',
                      render: (_: unknown, fd) => (
                        <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(fd.name)} />
                      ),
                    },
                  ]}
                />
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  style={{ marginTop: 8 }}
                  onClick={() => add({ unqualifiedQuantity: '0' })}
                >
                  {t('quality.form.addLine')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Card>
    </div>
  );
}
