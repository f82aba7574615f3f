import { MATERIAL_PICTURE_MAX } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Col, Form, Input, Result, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { billApi } from '../../../bill/api/bill-api';
import { listQueryKey } from '../../../shared/list-page';
import { CustomFieldInputs, toCustomFieldFormValues } from '../../../shared/custom-fields';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { ImageUpload, type UploadedImage } from '../../../shared/upload';
import {
  goodsStyleLoader,
  kindAttrsApi,
  kindAttrsKey,
  kindLoader,
  MATERIAL_BILL_TYPE,
  materialsApi,
  specsApi,
  type MaterialForm,
  type SkuForm,
} from '../api/materials-api';
import { toUploadedPictures } from '../components/MaterialPictures';
import { SkuGenerator } from '../components/SkuGenerator';
import { blank, newSkuKey, skuBody, toSkuForms, unitsOfPrevious } from '../components/sku-form';
import { SkuTable } from '../components/SkuTable';
import { numberRule } from '../../../shared/forms/number-rule';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { requiredRule } from '../../../shared/forms/required-rule';
import { createOrImport, importedMessage } from '../../../shared/import-across';
import '../locales/register';

interface HeaderValues {
  kindId?: string;
  no?: string;
  name?: string;
  autoName: boolean;
  composition?: string;
  width?: string;
  weight?: string;
  remark?: string;
  customFields?: Record<string, unknown>;
  pictures?: UploadedImage[];
  styleIds?: string[];
}

/** /addMaterial (?id= to edit): the material form of reference 05 section 3. */
export function MaterialFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const [form] = Form.useForm<HeaderValues>();
  const [skus, setSkus] = useState<SkuForm[]>([]);
  const [saving, setSaving] = useState(false);
  const autoName = Form.useWatch('autoName', form);
  const kindId = Form.useWatch('kindId', form);
  const composition = Form.useWatch('composition', form);
  // 资料档案配置: the kind's attributes come first, in its order; its mandatory ones are required here too.
  const kindAttrs =
    useQuery({ queryKey: kindAttrsKey(kindId ?? ''), queryFn: () => kindAttrsApi.list(kindId!), enabled: Boolean(kindId) })
      .data ?? [];

  const detail = useQuery({
    queryKey: ['material', id],
    queryFn: () => materialsApi.detail(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
  const editable = useQuery({
    queryKey: ['material', id, 'is-edit'],
    queryFn: () => materialsApi.isEdit(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
  const review = useQuery({ queryKey: ['material-form', 'review-in-use'], queryFn: materialsApi.reviewInUse, retry: false });
  const specs = useQuery({
    queryKey: ['material-form', 'specs'],
    queryFn: () => specsApi.page({ pageNo: 1, pageSize: 1000 }),
    retry: false,
  });
  const withReview = review.data?.isUse ?? false;

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      kindId: d.kindId,
      no: d.commonMaterialsNo,
      name: d.name,
      autoName: false,
      composition: d.composition ?? undefined,
      width: d.width ?? undefined,
      weight: d.weight ?? undefined,
      remark: d.remark ?? undefined,
      customFields: toCustomFieldFormValues(d.customFields),
      pictures: toUploadedPictures(d.pictures),
      styleIds: d.goodsStyleList.map((s) => s.id),
    });
    setSkus(toSkuForms(d));
  }, [detail.data, form]);

  // 自动生成物料名称: show the name the server will build.
  const first = skus[0];
  useEffect(() => {
    if (!autoName || !kindId) return;
    let live = true;
    materialsApi
      .previewName({
        kindId,
        composition: blank(composition),
        specificationsId: first?.specificationsId || null,
        colorName: blank(first?.colorName),
      })
      .then((r) => live && form.setFieldValue('name', r.name))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [autoName, kindId, composition, first?.specificationsId, first?.colorName, form]);

  const checkSkus = (): boolean => {
    if (skus.length === 0) {
      message.error(t('materials.form.noSkus'));
      return false;
    }
    const bad = skus.findIndex((s) => !s.colorName.trim() || !s.specificationsId || !s.stockUnitId);
    if (bad >= 0) {
      message.error(t('materials.form.skuIncomplete', { row: bad + 1 }));
      return false;
    }
    // A supplier line the user began (price or numbers typed) but left without a supplier is not dropped silently.
    const begun = (l: SkuForm['suppliers'][number]) =>
      !l.supplierId && Boolean(l.planCost || l.excludingTaxPrice || l.supplierStyleNo || l.supplierColorNo);
    const noSupplier = skus.findIndex((s) => s.suppliers.some(begun));
    if (noSupplier >= 0) {
      message.error(t('materials.form.supplierMissing', { row: noSupplier + 1 }));
      return false;
    }
    return true;
  };

  const body = (values: HeaderValues): MaterialForm => ({
    kindId: values.kindId ?? '',
    no: blank(values.no),
    name: blank(values.name),
    autoName: values.autoName,
    composition: blank(values.composition),
    width: blank(values.width),
    weight: blank(values.weight),
    remark: blank(values.remark),
    customFields: values.customFields,
    pictureIds: (values.pictures ?? []).map((p) => p.id),
    styleIds: values.styleIds ?? [],
    skus: skus.map(skuBody),
  });

  const save = async (submit: boolean, again: boolean) => {
    let values: HeaderValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!checkSkus()) return;
    setSaving(true);
    try {
      const saved = id
        ? await materialsApi.edit({ ...body(values), id, version: detail.data?.version })
        : await createOrImport(() => materialsApi.add(body(values), { silent: true }), 'fac/materials/importMaterial');
      // Imported from another factory instead (the offer accepted): a draft of this factory, opened as it is.
      const imported = importedMessage(saved);
      if (imported) message.success(imported);
      else if (submit) await billApi.submit(MATERIAL_BILL_TYPE, saved.id);
      else message.success(t('materials.form.saved', { no: 'commonMaterialsNo' in saved ? saved.commonMaterialsNo : '' }));
      void queryClient.invalidateQueries({ queryKey: listQueryKey('material-archive') });
      void queryClient.invalidateQueries({ queryKey: ['material', saved.id] });
      if (again) {
        form.resetFields();
        setSkus([]);
      } else navigate(`/materialInfo/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (error) {
      // Bad input naming header fields is shown under them (not toasted again); anything else by the api client.
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  if (id && (detail.isLoading || editable.isLoading)) return <Spin style={{ margin: 48 }} />;
  if (id && detail.isError) return <Result status="404" title={t('bill.detail.notFound')} />;
  if (id && editable.data && !editable.data.isEdit)
    return (
      <Result
        status="warning"
        title={t('materials.form.notEditable')}
        subTitle={editable.data.reason}
        extra={<Button onClick={() => navigate(-1)}>{t('common.back')}</Button>}
      />
    );

  const submitLabel = withReview ? t('materials.form.submit') : t('materials.form.generateArchive');
  return (
    <div className="list-page" data-testid="material-form">
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {id ? t('materials.form.editTitle') : t('materials.form.createTitle')}
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => navigate(-1)}>{t('materials.form.cancel')}</Button>
          {withReview && (
            <Button loading={saving} onClick={() => void save(false, false)} data-testid="material-save-draft">
              {t('materials.form.saveDraft')}
            </Button>
          )}
          {!id && (
            <Button loading={saving} onClick={() => void save(true, true)}>
              {withReview ? t('materials.form.submitAndNew') : t('materials.form.generateAndNew')}
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={() => void save(true, false)} data-testid="material-submit">
            {submitLabel}
          </Button>
        </Space>
      </div>
      <Card size="small" title={t('materials.form.basic')} style={{ marginBottom: 12 }}>
        <Form form={form} layout="vertical" initialValues={{ autoName: false }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="kindId"
                label={t('materials.field.kind')}
                rules={[requiredRule(t('materials.field.kind'), 'select')]}
              >
                <SearchSelect
                  single
                  loader={kindLoader}
                  create={recordCreate('materialKind')}
                  initialOptions={
                    detail.data ? [{ value: detail.data.kindId, label: `${detail.data.kindNo}-${detail.data.kindName}` }] : []
                  }
                  data-testid="material-kind"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="no"
                label={t('materials.field.no')}
                validateTrigger={['onChange', 'onBlur']}
                rules={[
                  { max: 30 },
                  { pattern: /^[A-Za-z0-9_-]*$/, message: t('materials.kinds.noRule') },
                  {
                    validateTrigger: 'onBlur',
                    validator: async (_r, v: string | undefined) => {
                      if (!v?.trim()) return;
                      const answer = await materialsApi.repeatNo(v.trim(), id).catch(() => ({ exists: false }));
                      if (answer.exists) throw new Error(t('materials.form.noExists'));
                    },
                  },
                ]}
              >
                <Input maxLength={30} placeholder={t('materials.form.autoNo')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('materials.field.name')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item
                    name="name"
                    noStyle
                    rules={[...(autoName ? [] : [requiredRule(t('materials.field.name'))]), { max: 128 }]}
                  >
                    <Input maxLength={128} disabled={autoName} data-testid="material-name" />
                  </Form.Item>
                </Space.Compact>
                <Form.Item name="autoName" valuePropName="checked" noStyle>
                  <Checkbox style={{ marginTop: 4 }}>{t('materials.form.autoName')}</Checkbox>
                </Form.Item>
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="styleIds" label={t('materials.field.linkedStyles')}>
                <SearchSelect
                  loader={goodsStyleLoader}
                  initialOptions={(detail.data?.goodsStyleList ?? []).map((s) => ({
                    value: s.id,
                    label: `${s.styleNo} ${s.styleName}`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="composition" label={t('materials.field.composition')} rules={[{ max: 100 }]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="width" label={t('materials.field.width')} rules={[{ max: 50 }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item
                name="weight"
                label={t('materials.field.weight')}
                rules={[numberRule({ scale: 2, intDigits: 10, label: t('materials.field.weight') })]}
              >
                <Input maxLength={50} inputMode="decimal" data-testid="material-weight" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="remark" label={t('materials.field.remark')} rules={[{ max: 200 }]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="pictures"
                label={t('materials.field.picture')}
                extra={t('materials.picture.hint', { max: MATERIAL_PICTURE_MAX })}
              >
                <ImageUpload maxCount={MATERIAL_PICTURE_MAX} />
              </Form.Item>
            </Col>
          </Row>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', columnGap: 16 }}>
            <CustomFieldInputs
              entity="COMMON_MATERIALS"
              firstIds={kindAttrs.map((a) => a.customFieldId)}
              requiredIds={kindAttrs.filter((a) => a.isRequired && a.enabled).map((a) => a.customFieldId)}
            />
          </div>
        </Form>
      </Card>
      <Card
        size="small"
        title={t('materials.form.skuTitle')}
        extra={
          <Button
            type="link"
            onClick={() =>
              setSkus((rows) => [
                ...rows,
                {
                  key: newSkuKey(),
                  colorName: '',
                  specificationsId: '',
                  sampleMaterial: false,
                  ...unitsOfPrevious(rows.at(-1)),
                  fixedMaterials: false,
                  suppliers: [],
                },
              ])
            }
            data-testid="add-sku"
          >
            {t('materials.form.addSku')}
          </Button>
        }
      >
        <SkuGenerator
          specs={specs.data?.list ?? []}
          existing={skus}
          onSpecAdded={() => void specs.refetch()}
          onGenerated={(rows) =>
            setSkus((current) => [
              ...current,
              ...rows.map((r) => ({
                key: newSkuKey(),
                colorId: r.colorId,
                colorName: r.colorName,
                specificationsId: r.specificationsId,
                specNoName: r.specNoName,
                sampleMaterial: false,
                ...unitsOfPrevious(current.at(-1)),
                fixedMaterials: false,
                suppliers: current.at(-1)?.suppliers.map((l) => ({ ...l })) ?? [],
              })),
            ])
          }
        />
        <SkuTable value={skus} onChange={setSkus} specs={specs.data?.list ?? []} />
      </Card>
    </div>
  );
}
