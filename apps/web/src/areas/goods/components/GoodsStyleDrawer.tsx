import { goodsStyleExtraKeys, type GoodsStyleDetail, type SizeCategoryRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs, toCustomFieldFormValues } from '../../../shared/custom-fields';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { recordCreate, SearchSelect, type OptionLoader } from '../../../shared/search-select';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { ImageUpload, type UploadedImage } from '../../../shared/upload';
import { CategoryTreeSelect } from './CategoryTreeSelect';
import { GoodsStyleExtraFields } from './GoodsStyleExtraFields';
import { colorLoader, customerLoader, goodsApi, standardLoader, type GoodsStyleForm } from '../api/goods-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

interface Props {
  open: boolean;
  /** Edit this style; absent = new. */
  style?: GoodsStyleDetail;
  onClose: () => void;
  onSaved: (goodsId: string) => void;
}

type Values = Omit<GoodsStyleForm, 'pictureIds' | 'dateListing'> & { pictures: UploadedImage[]; dateListing?: Dayjs | null };

/** Wide enough for a 10-size matrix with its total column beside the two-column fields; the matrix scrolls beyond. */
const DRAWER_WIDTH = 1040;

function toValues(style: GoodsStyleDetail): Partial<Values> {
  return {
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
    ...Object.fromEntries(goodsStyleExtraKeys.map((k) => [k, style[k] ?? undefined])),
    dateListing: style.dateListing ? dayjs(style.dateListing) : null,
  };
}

function toBody(v: Values): GoodsStyleForm {
  const { pictures, dateListing, ...rest } = v;
  return {
    ...rest,
    styleNo: v.styleNo?.trim() || null,
    standardIds: v.standardIds ?? [],
    pictureIds: (pictures ?? []).map((p) => p.id),
    mainPictureId: pictures?.[0]?.id ?? null,
    dateListing: dateListing ? dateListing.format('YYYY-MM-DD') : null,
  };
}

/** 新建/编辑商品: the style fields, attributes and prices, pictures, custom fields and the SKU matrix the colours × sizes make. */
export function GoodsStyleDrawer({ open, style, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  const categories = useQuery({ queryKey: ['goods', 'sizeCategories'], queryFn: goodsApi.sizeCategories, enabled: open });
  const f = (k: string) => t(`goods.field.${k}`);

  const drawer = useDrawerForm({
    open,
    form,
    record: style,
    toValues,
    defaults: () => ({ colorIds: [], sizeIds: [], standardIds: [], pictures: [] }),
    onOpen: () =>
      setLabels(style ? new Map([...style.colors, ...style.sizes, ...style.standards].map((a) => [a.id, a.name])) : new Map()),
    toBody,
    submit: (body: GoodsStyleForm) =>
      style ? goodsApi.update({ ...body, goodsId: style.goodsId, version: style.version }) : goodsApi.add(body),
    successMessage: t('common.success'),
    onSaved: (saved) => onSaved(saved.goodsId),
    // onSaved moves on (closes or navigates); the hook's own close after it is the same call.
    onClose,
  });

  const categoryId = Form.useWatch('sizeCategoryId', form);
  const colorIds = Form.useWatch('colorIds', form) ?? [];
  const sizeIds = Form.useWatch('sizeIds', form) ?? [];
  const standardIds = Form.useWatch('standardIds', form) ?? [];
  const category = categories.data?.find((c) => c.id === categoryId);
  // Choosing a size group (尺码组) pre-selects its sizes in use; the clerk removes the ones the style lacks.
  const preselectSizes = (chosen: SizeCategoryRow | undefined) =>
    form.setFieldValue(
      'sizeIds',
      (chosen?.sizeList ?? []).filter((s) => !s.isStopped).map((s) => s.id),
    );
  const categoryLoader = useCallback<OptionLoader>(
    async (keyword) =>
      (categories.data ?? [])
        .filter((c) => !keyword || c.category.includes(keyword))
        .map((c) => ({ value: c.id, label: c.category })),
    [categories.data],
  );
  const sizeOptions = (category?.sizeList ?? [])
    .filter((s) => !s.isStopped || sizeIds.includes(s.id))
    .map((s) => ({ value: s.id, label: s.name }));
  const sizeName = new Map((category?.sizeList ?? []).map((s) => [s.id, s.name]));
  const remember = (pairs: unknown) => {
    const list = Array.isArray(pairs) ? pairs : pairs ? [pairs] : [];
    setLabels(
      (old) =>
        new Map([
          ...old,
          ...list.map((p: { value: string | number; label: string }) => [String(p.value), p.label] as [string, string]),
        ]),
    );
  };
  const axis = (ids: string[], names: Map<string, string>) =>
    ids.map((id) => ({ id, name: names.get(id) ?? labels.get(id) ?? id }));

  return (
    <FormDrawer
      open={open}
      size={DRAWER_WIDTH}
      title={style ? t('goods.form.editTitle') : t('goods.form.newTitle')}
      saving={drawer.saving}
      onClose={onClose}
      onSave={() => void drawer.save()}
      saveTestId="goods-save"
    >
      <Form form={form} layout="vertical">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="styleNo"
              label={f('styleNo')}
              extra={t('goods.form.styleNoBlank')}
              validateDebounce={500}
              rules={[
                { max: 30 },
                {
                  validator: async (_, value: string) => {
                    if (value && (await goodsApi.checkStyleNo(value, style?.goodsId)).exists)
                      throw new Error(t('goods.form.styleNoTaken'));
                  },
                },
              ]}
            >
              <Input maxLength={30} placeholder={t('goods.form.styleNoPlaceholder')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="styleName" label={f('styleName')} rules={[requiredRule(f('styleName')), { max: 30 }]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="customerId" label={f('customer')}>
              <SearchSelect
                single
                loader={customerLoader}
                create={recordCreate('customer')}
                initialOptions={style?.customerId ? [{ value: style.customerId, label: style.customerName ?? '' }] : []}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="categoryId" label={f('category')}>
              <CategoryTreeSelect keep={style?.categoryId ?? null} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sizeCategoryId" label={f('sizeCategory')} rules={[requiredRule(f('sizeCategory'), 'select')]}>
              <SearchSelect
                single
                loader={categoryLoader}
                allowClear={false}
                initialOptions={
                  style?.sizeCategoryId ? [{ value: style.sizeCategoryId, label: style.sizeCategoryName ?? '' }] : []
                }
                onChange={(id) => preselectSizes(categories.data?.find((c) => c.id === id))}
                create={recordCreate<SizeCategoryRow>('sizeCategory', {
                  onCreated: (created) => {
                    void categories.refetch();
                    preselectSizes(created);
                  },
                })}
                data-testid="goods-size-category"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sizeIds" label={f('sizes')} rules={[requiredRule(f('sizes'), 'select')]}>
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                options={sizeOptions}
                placeholder={categoryId ? undefined : t('goods.form.chooseCategoryFirst')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="colorIds" label={f('colors')} rules={[requiredRule(f('colors'), 'select')]}>
              <SearchSelect
                loader={colorLoader}
                create={recordCreate('color')}
                onChange={(_, o) => remember(o)}
                initialOptions={style?.colors.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="standardIds" label={f('standards')}>
              <SearchSelect
                loader={standardLoader}
                onChange={(_, o) => remember(o)}
                initialOptions={style?.standards.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('goods.form.skuMatrix')}>
          {/* The matrix keeps its natural width and scrolls sideways when a style has many sizes. */}
          <div style={{ maxWidth: DRAWER_WIDTH - 48, overflowX: 'auto' }}>
            <SkuMatrix
              mode="exists"
              colors={axis(colorIds, new Map())}
              sizes={axis(sizeIds, sizeName)}
              standards={axis(standardIds, new Map())}
            />
          </div>
        </Form.Item>
        <GoodsStyleExtraFields />
        <Form.Item name="pictures" label={f('pictures')} extra={t('goods.form.firstIsMain')}>
          <ImageUpload maxCount={20} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <CustomFieldInputs entity="GOODS_STYLE" />
      </Form>
    </FormDrawer>
  );
}
