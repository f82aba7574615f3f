import { facInfoInput } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { duplicateRule } from '../../../shared/forms/duplicate-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { listQueryKey } from '../../../shared/list-page';
import { PageHeader } from '../../../shared/page';
import { fromRegionValue, RegionCascader, toRegionValue } from '../../../shared/region';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { closeTab } from '../../../shared/tabs/visited-tabs';
import { ImageUpload, type UploadedImage } from '../../../shared/upload';
import { factoryApi, type FactoryForm } from '../api/company-api';
import { DeleteFactoryDialog } from '../components/DeleteFactoryDialog';
import { GroupChips, type GroupChip } from '../components/GroupChips';
import { StorehouseLinks, type StorehouseLinksValue } from '../components/StorehouseLinks';
import '../locales/register';

const shape = facInfoInput.shape;
const textFields = ['name', 'contacts', 'areaCode', 'telephone', 'phone', 'address'] as const;
type TextField = (typeof textFields)[number];
type FormValues = Partial<Record<TextField, string>> & {
  region?: string[];
  logo?: UploadedImage[];
  links?: StorehouseLinksValue;
  groups?: GroupChip[];
};
/** The logo is a file id; platform/files serves it at file/{id}. */
const logoImages = (id: string | null): UploadedImage[] => (id ? [{ id, url: `/v1/api/file/${id}`, name: 'logo' }] : []);

/**
 * 添加工厂 (/addfactory) and 编辑工厂设置 (/editFacInfo?id=): one factory of the company — name (checked on blur),
 * contact, area code + landline, mobile, region, address, logo, linked storehouses with the default, workbay groups
 * as chips; the edit page also deletes the factory (password).
 */
export function FactoryFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isEdit = pathname === '/editFacInfo';
  const id = isEdit ? (params.get('id') ?? undefined) : undefined;
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const detail = useQuery({
    queryKey: ['company', 'factory', id ?? 'new'],
    queryFn: () => factoryApi.detail(id),
    enabled: !isEdit || !!id,
  });
  const d = detail.data;

  useEffect(() => {
    if (!d) return;
    form.setFieldsValue({
      ...Object.fromEntries(textFields.map((k) => [k, d[k] ?? undefined])),
      region: toRegionValue(d),
      logo: logoImages(d.logo),
      links: {
        storehouseIds: d.storehouses.filter((s) => s.isLinked).map((s) => s.id),
        defaultStorehouseId: d.defaultStorehouseId,
      },
      groups: d.groups,
    });
  }, [d, form]);

  const leave = () => {
    closeTab(pathname);
    void navigate('/factoryMangement', { replace: true });
  };

  const save = async () => {
    if (!checkPermission(isEdit ? 'company.factory.update' : 'company.factory.add')) return;
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const text = (k: TextField) => (values[k] ?? '').trim() || null;
    const body: FactoryForm = {
      name: (values.name ?? '').trim(),
      contacts: text('contacts'),
      areaCode: text('areaCode'),
      telephone: text('telephone'),
      phone: text('phone'),
      address: text('address'),
      ...fromRegionValue(values.region),
      logo: values.logo?.[0]?.id ?? null,
      storehouseIds: values.links?.storehouseIds ?? [],
      defaultStorehouseId: values.links?.defaultStorehouseId ?? null,
      groups: (values.groups ?? []).map((g) => (g.id ? { id: g.id, name: g.name } : { name: g.name })),
    };
    setSaving(true);
    try {
      const saved = isEdit && id ? await factoryApi.edit(id, body) : await factoryApi.add(body);
      void queryClient.invalidateQueries({ queryKey: listQueryKey('company-factories') });
      void queryClient.invalidateQueries({ queryKey: ['company'] });
      message.success(t(isEdit ? 'company.factory.saved' : 'company.factory.added'));
      if (isEdit) queryClient.setQueryData(['company', 'factory', id], saved);
      else leave();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const rule = (k: TextField) => [zodRule(shape[k])];
  const title = t(isEdit ? 'company.menu.editFactory' : 'company.menu.addFactory');

  return (
    <>
      <PageHeader
        title={title}
        tags={d?.bossCode ? <Tag>{`${t('company.factory.bossCode')}：${d.bossCode}`}</Tag> : null}
        actions={
          <>
            {isEdit && d?.id ? (
              <GuardedButton
                danger
                permission="company.factory.delete"
                onClick={() => setDeleting(true)}
                data-testid="factory-delete"
              >
                {t('company.factory.deleteFactory')}
              </GuardedButton>
            ) : null}
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="factory-save">
              {t('common.save')}
            </Button>
          </>
        }
      />
      <div>
        {detail.isLoading ? (
          <Spin style={{ margin: 48 }} />
        ) : (
          <Form form={form} layout="horizontal" labelCol={{ flex: '150px' }} labelWrap style={{ maxWidth: 800 }}>
            <Form.Item
              name="name"
              label={t('company.factory.name')}
              validateFirst
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                requiredRule(t('company.factory.name')),
                zodTextRule(shape.name),
                duplicateRule((v) => factoryApi.checkName(v, id), t('company.factory.nameTaken')),
              ]}
            >
              <Input maxLength={30} showCount data-testid="factory-name" />
            </Form.Item>
            <Form.Item name="contacts" label={t('company.factory.contacts')} rules={rule('contacts')}>
              <Input maxLength={20} style={{ width: 300 }} />
            </Form.Item>
            <Form.Item label={t('company.factory.landline')} style={{ marginBottom: 0 }}>
              <Space.Compact>
                <Form.Item name="areaCode" rules={rule('areaCode')}>
                  <Input placeholder={t('company.factory.areaCode')} maxLength={4} style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name="telephone" rules={rule('telephone')}>
                  <Input placeholder={t('company.factory.telephone')} maxLength={8} style={{ width: 200 }} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
            <Form.Item name="phone" label={t('company.factory.phone')} rules={rule('phone')}>
              <Input maxLength={11} style={{ width: 300 }} />
            </Form.Item>
            <Form.Item name="region" label={t('company.factory.region')}>
              <RegionCascader data-testid="factory-region" />
            </Form.Item>
            <Form.Item name="address" label={t('company.factory.address')} rules={rule('address')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="logo" label={t('company.factory.logo')}>
              <ImageUpload maxCount={1} />
            </Form.Item>
            <Form.Item name="links" label={t('company.factory.storehouses')}>
              <StorehouseLinks storehouses={d?.storehouses ?? []} />
            </Form.Item>
            <Form.Item name="groups" label={t('company.factory.groups')}>
              <GroupChips />
            </Form.Item>
          </Form>
        )}
      </div>
      <DeleteFactoryDialog
        factory={deleting && d?.id ? { id: d.id, name: d.name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          void queryClient.invalidateQueries({ queryKey: listQueryKey('company-factories') });
          leave();
        }}
      />
    </>
  );
}
