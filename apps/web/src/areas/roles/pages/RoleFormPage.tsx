import { ArrowLeftOutlined } from '@ant-design/icons';
import { roleInput } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Spin, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { listQueryKey } from '../../../shared/list-page';
import { checkPermission } from '../../../shared/session/permission';
import { roleApi } from '../api/roles-api';
import { PermissionTree } from '../components/PermissionTree';
import { RoleMembers } from '../components/RoleMembers';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

type Mode = 'view' | 'edit' | 'new';

interface RoleFields {
  roleName: string;
  remark?: string;
}

/** /roleInfo?id=&mode=view|edit|new: name, remark, 操作权限 and 角色成员. */
export function RoleFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const mode: Mode = !id ? 'new' : search.get('mode') === 'edit' ? 'edit' : 'view';
  const readOnly = mode === 'view';
  const [form] = Form.useForm<RoleFields>();
  const [codes, setCodes] = useState<string[]>([]);
  const [members, setMembers] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const detail = useQuery({ queryKey: ['role', id], queryFn: () => roleApi.detail(id ?? ''), enabled: Boolean(id) });
  const groups = useQuery({ queryKey: ['role-permission-details'], queryFn: roleApi.permissionDetails, staleTime: Infinity });

  useEffect(() => {
    if (!detail.data) return;
    form.setFieldsValue({ roleName: detail.data.roleName, remark: detail.data.remark ?? undefined });
    setCodes(detail.data.permissionCodes);
    setMembers(detail.data.members.map((m) => m.userId));
  }, [detail.data, form]);

  const save = async () => {
    let values: RoleFields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = {
      roleName: values.roleName.trim(),
      remark: values.remark?.trim() || null,
      permissionCodes: codes,
      userIds: members,
    };
    setSaving(true);
    try {
      let savedId = id;
      if (id) await roleApi.update({ ...body, id });
      else savedId = (await roleApi.add(body)).id;
      message.success(t('roles.role.saved'));
      void queryClient.invalidateQueries({ queryKey: listQueryKey('role') });
      void queryClient.invalidateQueries({ queryKey: ['role', savedId] });
      setSearch({ id: String(savedId), mode: 'view' }, { replace: true });
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const title =
    mode === 'new' ? t('roles.role.newTitle') : mode === 'edit' ? t('roles.role.editTitle') : t('roles.role.viewTitle');

  return (
    <div>
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
          {detail.data && mode !== 'new' ? ` · ${detail.data.roleName}` : ''}
        </Typography.Title>
        <Space>
          {readOnly ? (
            <Button
              type="primary"
              onClick={() => checkPermission('fac.role.update') && setSearch({ id: id ?? '', mode: 'edit' }, { replace: true })}
            >
              {t('common.edit')}
            </Button>
          ) : (
            <>
              <Button onClick={() => (id ? setSearch({ id, mode: 'view' }, { replace: true }) : navigate('/roleManage'))}>
                {t('common.cancel')}
              </Button>
              <Button type="primary" loading={saving} onClick={() => void save()} data-testid="role-save">
                {t('common.save')}
              </Button>
            </>
          )}
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/roleManage')}>
            {t('common.back')}
          </Button>
        </Space>
      </div>
      <Spin spinning={detail.isLoading}>
        <Form<RoleFields> form={form} layout="inline" disabled={readOnly} style={{ marginBottom: 16, rowGap: 12 }}>
          <Form.Item
            name="roleName"
            label={t('roles.role.roleName')}
            rules={[requiredRule(t('roles.role.roleName')), zodTextRule(roleInput.shape.roleName)]}
          >
            <Input maxLength={12} showCount style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="remark" label={t('roles.role.remark')} rules={[zodRule(roleInput.shape.remark)]}>
            <Input maxLength={50} showCount style={{ width: 420 }} />
          </Form.Item>
        </Form>
        <Tabs
          items={[
            {
              key: 'permissions',
              label: t('roles.role.permissionsTab'),
              children: (
                <Spin spinning={groups.isLoading}>
                  <PermissionTree groups={groups.data ?? []} value={codes} onChange={setCodes} disabled={readOnly} />
                </Spin>
              ),
            },
            {
              key: 'members',
              label: t('roles.role.membersTab'),
              children: <RoleMembers value={members} onChange={setMembers} disabled={readOnly} />,
            },
          ]}
        />
      </Spin>
    </div>
  );
}
