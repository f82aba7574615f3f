import { addWorkbayInput, type WorkbayRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { duplicateRule } from '../../../shared/forms/duplicate-rule';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { useSession } from '../../../shared/session/session';
import { groupApi, workbayApi, type WorkbayForm } from '../api/factory-api';
import { groupTreeOptions } from './group-options';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

const shape = addWorkbayInput.shape;

/** The slide-in workbay form: number (unique in the company, checked on blur), name, password, roles, groups. */
export function WorkbayDrawer({
  open,
  workbay,
  onClose,
  onSaved,
}: {
  open: boolean;
  workbay: WorkbayRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const roles = useQuery({ queryKey: ['factory', 'roles'], queryFn: workbayApi.roles, enabled: open });
  const groups = useQuery({ queryKey: ['factory', 'groups'], queryFn: groupApi.tree, enabled: open });

  const { form, saving, save } = useDrawerForm({
    open,
    record: workbay,
    toValues: (w: WorkbayRow) => ({
      no: w.no,
      name: w.name,
      roleList: w.roles.map((r) => r.id),
      groupList: w.groups.map((g) => g.id),
    }),
    toBody: (values: WorkbayForm): WorkbayForm => ({
      no: values.no.trim(),
      name: values.name.trim(),
      roleList: values.roleList ?? [],
      groupList: values.groupList ?? [],
      ...(values.password ? { password: values.password } : {}),
    }),
    submit: async (body) => {
      if (workbay) await workbayApi.update({ ...body, id: workbay.id });
      else await workbayApi.add(body);
    },
    successMessage: t('factory.workbay.saved'),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={520}
      title={workbay ? t('factory.workbay.editTitle') : t('factory.workbay.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="no"
          label={t('factory.workbay.no')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            requiredRule(t('factory.workbay.no')),
            zodTextRule(shape.no),
            // Its own number unchanged needs no question.
            duplicateRule(
              async (v) => (workbay && v === workbay.no ? { exists: false } : workbayApi.repeat(v, workbay?.id)),
              t('factory.workbay.noExists'),
            ),
          ]}
          extra={t('factory.workbay.noRule')}
        >
          <Input addonBefore={`${session?.userInfo.bossCode ?? ''} -`} maxLength={31} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('factory.workbay.workbayName')}
          rules={[requiredRule(t('factory.workbay.workbayName')), zodTextRule(shape.name)]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('factory.workbay.password')}
          required={!workbay}
          rules={workbay ? [zodRule(shape.password.optional())] : [zodTextRule(shape.password)]}
        >
          <Input.Password
            maxLength={20}
            placeholder={workbay ? `****** ${t('factory.workbay.passwordKeep')}` : undefined}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="roleList" label={t('factory.workbay.roleList')}>
          <Checkbox.Group options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
        <Form.Item name="groupList" label={t('factory.workbay.groupList')}>
          <TreeSelect
            multiple
            treeDefaultExpandAll
            allowClear
            treeData={groupTreeOptions(groups.data?.groups ?? [])}
            placeholder={t('searchSelect.placeholder')}
            treeNodeFilterProp="title"
          />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
