import { facInfoInput, type FacInfo } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Empty, Form, Input, Radio, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { fromRegionValue, RegionCascader, toRegionValue } from '../../../shared/region';
import { checkPermission } from '../../../shared/session/permission';
import { ImageUpload, type UploadedImage } from '../../../shared/upload';
import { facInfoApi, type FacInfoForm } from '../api/factory-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

const shape = facInfoInput.shape;
const textFields = ['name', 'contacts', 'areaCode', 'telephone', 'phone', 'address'] as const;
type FormValues = Omit<FacInfoForm, 'logo' | 'provinceId' | 'cityId' | 'areaId'> & { logo?: UploadedImage[]; region?: string[] };
/** The logo is stored as a file id; platform/files serves it at file/{id}. */
const logoImages = (id: string | null): UploadedImage[] => (id ? [{ id, url: `/v1/api/file/${id}`, name: 'logo' }] : []);

/** 工厂信息 (/facInfo): the signed-in factory's own data, its storehouses and the default one. */
export function FacInfoPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ['factory', 'info'], queryFn: facInfoApi.get });
  const info = query.data;
  const linked = Form.useWatch('storehouseIds', form) ?? [];

  useEffect(() => {
    if (!info) return;
    form.setFieldsValue({
      ...Object.fromEntries(textFields.map((k) => [k, info[k] ?? undefined])),
      name: info.name,
      logo: logoImages(info.logo),
      region: toRegionValue(info),
      storehouseIds: info.storehouses.filter((s) => s.isLinked).map((s) => s.id),
      defaultStorehouseId: info.defaultStorehouseId,
    });
  }, [info, form]);

  const save = async () => {
    if (!checkPermission('fac.factory.info.update')) return;
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: FacInfoForm = {
      ...(Object.fromEntries(textFields.map((k) => [k, (values[k] ?? '').trim() || null])) as unknown as FacInfoForm),
      logo: values.logo?.[0]?.id ?? null,
      ...fromRegionValue(values.region),
      storehouseIds: values.storehouseIds ?? [],
      defaultStorehouseId:
        values.defaultStorehouseId && (values.storehouseIds ?? []).includes(values.defaultStorehouseId)
          ? values.defaultStorehouseId
          : null,
    };
    setSaving(true);
    try {
      const saved = await facInfoApi.save(body);
      queryClient.setQueryData<FacInfo>(['factory', 'info'], saved);
      message.success(t('factory.info.saved'));
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  if (query.isLoading) return <Spin style={{ margin: 48 }} />;
  const rule = (k: (typeof textFields)[number]) => [zodRule(shape[k])];

  return (
    <Card
      title={t('factory.info.title')}
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      }
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} style={{ maxWidth: 720 }}>
        <Form.Item label={t('factory.info.bossCode')}>
          <Tag>{info?.bossCode ?? '-'}</Tag>
        </Form.Item>
        <Form.Item
          name="name"
          label={t('factory.info.name')}
          rules={[requiredRule(t('factory.info.name')), zodTextRule(shape.name)]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="contacts" label={t('factory.info.contacts')} rules={rule('contacts')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label={t('factory.info.landline')} style={{ marginBottom: 0 }}>
          <Space.Compact>
            <Form.Item name="areaCode" rules={rule('areaCode')}>
              <Input placeholder={t('factory.info.areaCode')} maxLength={4} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="telephone" rules={rule('telephone')}>
              <Input placeholder={t('factory.info.telephone')} maxLength={8} style={{ width: 200 }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="phone" label={t('factory.info.phone')} rules={rule('phone')}>
          <Input maxLength={11} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="region" label={t('region.label')}>
          <RegionCascader data-testid="fac-info-region" />
        </Form.Item>
        <Form.Item name="address" label={t('factory.info.address')} rules={rule('address')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="logo" label={t('factory.info.logo')}>
          <ImageUpload maxCount={1} />
        </Form.Item>
        <Form.Item label={t('factory.info.storehouses')}>
          {info?.storehouses.length ? (
            <Space direction="vertical">
              <Form.Item name="storehouseIds" noStyle>
                <Checkbox.Group options={info.storehouses.map((s) => ({ value: s.id, label: s.name }))} />
              </Form.Item>
              <Form.Item name="defaultStorehouseId" noStyle>
                <Radio.Group>
                  {info.storehouses
                    .filter((s) => linked.includes(s.id))
                    .map((s) => (
                      <Radio key={s.id} value={s.id}>
                        {t('factory.info.setDefault')}：{s.name}
                      </Radio>
                    ))}
                </Radio.Group>
              </Form.Item>
            </Space>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('factory.info.noStorehouse')} />
          )}
        </Form.Item>
      </Form>
    </Card>
  );
}
