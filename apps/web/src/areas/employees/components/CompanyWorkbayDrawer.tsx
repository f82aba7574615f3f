import { companyWorkbayAddInput, type CompanyWorkbayRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { duplicateRule } from '../../../shared/forms/duplicate-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { useSession } from '../../../shared/session/session';
import { companyWorkbayApi, type CompanyWorkbayForm, type FacInfoForm } from '../api/employees-api';
import { FactoryGroupsTable } from './FactoryGroupsTable';
import '../locales/register';

const shape = companyWorkbayAddInput.shape;

interface Values {
  loginName: string;
  userName: string;
  password?: string;
  facInfos?: FacInfoForm[];
}

/** The company-level workbay form: number, name, password, and the 工厂和分组 table (roles and groups per factory). */
export function CompanyWorkbayDrawer({
  open,
  workbay,
  onClose,
  onSaved,
}: {
  open: boolean;
  workbay: CompanyWorkbayRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const options = useQuery({
    queryKey: ['employees', 'factoryOptions'],
    queryFn: companyWorkbayApi.factoryOptions,
    enabled: open,
  });

  const { form, saving, save } = useDrawerForm({
    open,
    record: workbay,
    toValues: (w: CompanyWorkbayRow): Values => ({
      loginName: w.loginName,
      userName: w.userName,
      facInfos: w.facInfos.map((f) => ({
        facId: f.facId,
        roleIds: f.roles.map((r) => r.id),
        groupIds: f.groups.map((g) => g.id),
      })),
    }),
    // A new workbay starts in the signed-in factory.
    defaults: () => ({ facInfos: session?.unitId ? [{ facId: session.unitId, roleIds: [], groupIds: [] }] : [] }),
    toBody: (values: Values): CompanyWorkbayForm => ({
      loginName: values.loginName.trim(),
      userName: values.userName.trim(),
      ...(values.password ? { password: values.password } : {}),
      facInfos: (values.facInfos ?? [])
        .filter((f): f is FacInfoForm & { facId: string } => Boolean(f?.facId))
        .map((f) => ({ facId: f.facId, roleIds: f.roleIds ?? [], groupIds: f.groupIds ?? [] })),
    }),
    submit: async (body) => {
      if (workbay) await companyWorkbayApi.update({ ...body, workbayId: workbay.id });
      else await companyWorkbayApi.add(body);
    },
    successMessage: t('employees.workbay.saved'),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={760}
      title={workbay ? t('employees.workbay.editTitle') : t('employees.workbay.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="company-workbay-save"
    >
      <Form form={form} layout="vertical">
        {/* The boss code before the number, as the workbay signs in (BOSSCODE-number); the inner item holds the value. */}
        <Form.Item label={t('employees.workbay.no')} required extra={t('employees.workbay.noRule')}>
          <Space.Compact block>
            <Space.Addon>{`${session?.userInfo.bossCode ?? ''} -`}</Space.Addon>
            <Form.Item
              name="loginName"
              noStyle
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                requiredRule(t('employees.workbay.no')),
                zodTextRule(shape.loginName),
                // Its own number unchanged needs no question.
                duplicateRule(
                  async (v) =>
                    workbay && v.toLowerCase() === workbay.loginName.toLowerCase()
                      ? { exists: false }
                      : companyWorkbayApi.exists(v),
                  t('employees.workbay.noExists'),
                ),
              ]}
            >
              <Input maxLength={31} data-testid="company-workbay-no" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="userName"
          label={t('employees.workbay.workbayName')}
          rules={[requiredRule(t('employees.workbay.workbayName')), zodTextRule(shape.userName)]}
        >
          <Input maxLength={30} showCount data-testid="company-workbay-name" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('employees.workbay.password')}
          required={!workbay}
          rules={workbay ? [zodRule(shape.password.optional())] : [zodTextRule(shape.password)]}
        >
          <Input.Password
            maxLength={20}
            placeholder={workbay ? `****** ${t('employees.workbay.passwordKeep')}` : undefined}
            autoComplete="new-password"
            data-testid="company-workbay-password"
          />
        </Form.Item>
        <Form.Item label={t('employees.workbay.factoryTable')} required>
          <FactoryGroupsTable form={form} options={options.data ?? []} />
        </Form.Item>
        {workbay && <Alert type="info" showIcon title={t('employees.workbay.unlinkHint')} />}
      </Form>
    </FormDrawer>
  );
}
