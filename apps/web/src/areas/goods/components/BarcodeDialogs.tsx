import { barcodeSchema, gbcodeSchema, type BarcodeRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { goodsApi, styleLoader } from '../api/goods-api';
import '../locales/register';

/** Letters and digits only: Chinese characters and other signs are taken out as they are typed (reference 04 §1). */
const lettersAndDigits = (v: string) => v.replace(/[^A-Za-z0-9]/g, '');

/** 编辑条形码: barcode (checked for existence on blur) and national code. */
export function BarcodeEditDialog({
  row,
  onClose,
  onSaved,
}: {
  row: BarcodeRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ barcode: string; gbcode: string | null }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (row) form.setFieldsValue({ barcode: row.barcode, gbcode: row.gbcode });
  }, [row, form]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !row) return;
    setSaving(true);
    try {
      await goodsApi.updateBarcode({ id: row.id, barcode: v.barcode.trim(), gbcode: v.gbcode?.trim() || null });
      message.success(t('common.success'));
      onSaved();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(row)}
      title={t('goods.barcode.editTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="barcode"
          label={t('goods.barcode.barcode')}
          normalize={lettersAndDigits}
          validateTrigger={['onBlur', 'onSubmit']}
          rules={[
            zodTextRule(barcodeSchema),
            {
              validator: async (_, value: string) => {
                if (value && barcodeSchema.safeParse(value).success && (await goodsApi.barcodeExists(value, row?.id)).exists)
                  throw new Error(t('goods.barcode.taken'));
              },
            },
          ]}
        >
          <Input maxLength={24} />
        </Form.Item>
        <Form.Item name="gbcode" label={t('goods.barcode.gbcode')} rules={[zodRule(gbcodeSchema)]}>
          <Input maxLength={24} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 绑定SKU: choose a style, then one of its SKUs (colour / size / length). */
export function BarcodeAssignDialog({
  row,
  onClose,
  onSaved,
}: {
  row: BarcodeRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [styleId, setStyleId] = useState<string | null>(null);
  const [skuId, setSkuId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setStyleId(row?.styleId ?? null);
    setSkuId(row?.skuId ?? null);
  }, [row]);
  const skus = useQuery({
    queryKey: ['goods', 'skus', styleId],
    queryFn: () => goodsApi.skus(styleId!),
    enabled: Boolean(styleId),
  });
  const save = async () => {
    if (!row || !skuId) return;
    setSaving(true);
    try {
      await goodsApi.assignBarcode(row.id, skuId);
      message.success(t('common.success'));
      onSaved();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(row)}
      title={t('goods.barcode.assignTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !skuId }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('goods.barcode.barcode')}: <Typography.Text strong>{row?.barcode}</Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('goods.barcode.chooseStyle')}>
          <SearchSelect
            single
            loader={styleLoader}
            value={styleId ?? undefined}
            initialOptions={row?.styleId ? [{ value: row.styleId, label: `${row.styleNo ?? ''} ${row.styleName ?? ''}` }] : []}
            onChange={(v) => {
              setStyleId(v ? String(v) : null);
              setSkuId(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('goods.barcode.chooseSku')}>
          <Select
            value={skuId ?? undefined}
            onChange={(v: string) => setSkuId(v)}
            loading={skus.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(skus.data ?? []).map((s) => ({
              value: s.id,
              label: [s.color_name, s.size_value, s.standard_value].filter(Boolean).join(' / '),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 批量生成条形码: for the chosen styles' SKUs without a barcode (none chosen: every style). */
export function BarcodeGenerateDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [styleIds, setStyleIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setStyleIds([]);
  }, [open]);
  const run = async () => {
    setSaving(true);
    try {
      const res = await goodsApi.generateBarcodes(styleIds);
      message.success(t(res.hasMore ? 'goods.barcode.generatedMore' : 'goods.barcode.generated', { count: res.successNum }));
      onDone();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('goods.barcode.generateTitle')}
      onCancel={onClose}
      onOk={() => void run()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('goods.barcode.generateHint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('goods.barcode.generateStyles')}>
          <SearchSelect
            loader={styleLoader}
            value={styleIds}
            onChange={(v) => setStyleIds(Array.isArray(v) ? v.map(String) : [])}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
