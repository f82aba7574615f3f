import type { GoodsStyleDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs, toCustomFieldFormValues } from '../../../shared/custom-fields';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { ImageUpload, type UploadedImage } from '../../../shared/upload';
import { CategoryTreeSelect } from './CategoryTreeSelect';
import { colorLoader, customerLoader, goodsApi, standardLoader, type GoodsStyleForm } from '../api/goods-api';

interface Props {
  open: boolean;
  /** Edit this style; absent = new. */
  style?: GoodsStyleDetail;
  onClose: () => void;
  onSaved: (goodsId: string) => void;
}

type Values = Omit<GoodsStyleForm, 'pictureIds'> & { pictures: UploadedImage[] };

/** 新建/编辑商品: the style fields, pictures, custom fields and the SKU matrix the colours × sizes make. */
export function GoodsStyleDrawer({ open, style, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  const categories = useQuery({ queryKey: ['goods', 'sizeCategories'], queryFn: goodsApi.sizeCategories, enabled: open });
  const f = (k: string) => t(`goods.field.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (style) {
      form.setFieldsValue({
        styleNo: style.styleNo,
        styleName: style.styleName,
        customerId: style.customerId,
        sizeCategoryId: style.sizeCategoryId ?? undefined,
        categoryId: style.categoryId,
        colorIds: style.colorIds,
        sizeIds: style.sizeIds,
        standardIds: style.standardIds,
        remark: style.remark,
        pictures: style.pictures.map((p) => ({ id: p.id, url: p.url, name: p.id })),
        customFields: toCustomFieldFormValues(style.customFields),
      });
      setLabels(new Map([...style.colors, ...style.sizes, ...style.standards].map((a) => [a.id, a.name])));
    }
  }, [open, style, form]);

  const categoryId = Form.useWatch('sizeCategoryId', form);
  const colorIds = Form.useWatch('colorIds', form) ?? [];
  const sizeIds = Form.useWatch('sizeIds', form) ?? [];
  const standardIds = Form.useWatch('standardIds', form) ?? [];
  const category = categories.data?.find((c) => c.id === categoryId);
  const sizeOptions = (category?.sizeList ?? []).filter((s) => !s.isStopped || sizeIds.includes(s.id)).map((s) => ({ value: s.id, label: s.name }));
  const sizeName = new Map((category?.sizeList ?? []).map((s) => [s.id, s.name]));
  const remember = (pairs: unknown) => {
    const list = Array.isArray(pairs) ? pairs : pairs ? [pairs] : [];
    setLabels((old) => new Map([...old, ...list.map((p: { value: string | number; label: string }) => [String(p.value), p.label] as [string, string])]));
  };
  const axis = (ids: string[], names: Map<string, string>) => ids.map((id) => ({ id, name: names.get(id) ?? labels.get(id) ?? id }));

  const save = async () => {
    const v = await form.validateFields();
    const body: GoodsStyleForm = {
      ...v,
      styleNo: v.styleNo || null,
      standardIds: v.standardIds ?? [],
      pictureIds: (v.pictures ?? []).map((p) => p.id),
      mainPictureId: v.pictures?.[0]?.id ?? null,
    };
    delete (body as Partial<Values>).pictures;
    setSaving(true);
    try {
      const res = style ? await goodsApi.update({ ...body, goodsId: style.goodsId, version: style.version }) : await goodsApi.add(body);
      message.success(t('common.success'));
      onSaved(res.goodsId);
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      width={920}
      title={style ? t('goods.form.editTitle') : t('goods.form.newTitle')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="goods-save">
            {t('common.ok')}
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ colorIds: [], sizeIds: [], standardIds: [], pictures: [] }}>
        <Space.Compact block>
          <Form.Item
            name="styleNo"
            label={f('styleNo')}
            style={{ flex: 1, marginRight: 12 }}
            extra={t('goods.form.styleNoBlank')}
            validateDebounce={500}
            rules={[
              { max: 30 },
              {
                validator: async (_, value: string) => {
                  if (value && (await goodsApi.checkStyleNo(value, style?.goodsId)).exists) throw new Error(t('goods.form.styleNoTaken'));
                },
              },
            ]}
          >
            <Input maxLength={30} placeholder={t('goods.form.styleNoPlaceholder')} />
          </Form.Item>
          <Form.Item name="styleName" label={f('styleName')} style={{ flex: 1 }} rules={[{ required: true, max: 30 }]}>
            <Input maxLength={30} />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item name="customerId" label={f('customer')} style={{ flex: 1, marginRight: 12 }}>
            <SearchSelect single loader={customerLoader} initialOptions={style?.customerId ? [{ value: style.customerId, label: style.customerName ?? '' }] : []} />
          </Form.Item>
          <Form.Item name="sizeCategoryId" label={f('sizeCategory')} style={{ flex: 1 }} rules={[{ required: true }]}>
            <Select
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.category }))}
              onChange={() => form.setFieldValue('sizeIds', [])}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="categoryId" label={f('category')}>
          <CategoryTreeSelect keep={style?.categoryId ?? null} />
        </Form.Item>
        <Form.Item name="colorIds" label={f('colors')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <SearchSelect loader={colorLoader} onChange={(_, o) => remember(o)} initialOptions={style?.colors.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item name="sizeIds" label={f('sizes')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={sizeOptions} placeholder={categoryId ? undefined : t('goods.form.chooseCategoryFirst')} />
        </Form.Item>
        <Form.Item name="standardIds" label={f('standards')}>
          <SearchSelect loader={standardLoader} onChange={(_, o) => remember(o)} initialOptions={style?.standards.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item label={t('goods.form.skuMatrix')}>
          <SkuMatrix
            mode="exists"
            colors={axis(colorIds, new Map())}
            sizes={axis(sizeIds, sizeName)}
            standards={axis(standardIds, new Map())}
          />
        </Form.Item>
        <Form.Item name="pictures" label={f('pictures')} extra={t('goods.form.firstIsMain')}>
          <ImageUpload maxCount={20} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <CustomFieldInputs entity="GOODS_STYLE" />
      </Form>
    </Drawer>
  );
}
