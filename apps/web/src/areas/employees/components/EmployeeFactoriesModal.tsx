import type { EmployeeRow } from '@gf/contracts';
import { Alert, App, Checkbox, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employeeApi } from '../api/employees-api';
import '../locales/register';

/**
 * 关联工厂: the factories the user may enter as checkboxes, the account's linked ones ticked. Saving links the ticked
 * ones and unlinks the others (the server ends the account's roles, groups and sessions there).
 */
export function EmployeeFactoriesModal({
  employee,
  factories,
  onClose,
  onSaved,
}: {
  employee: EmployeeRow | null;
  /** The factories the user may enter. */
  factories: { facId: string; facName: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [facIds, setFacIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (employee) setFacIds(employee.factories.map((f) => f.facId));
  }, [employee]);

  const save = async () => {
    if (!employee) return;
    setSaving(true);
    try {
      await employeeApi.setFactories(employee.userId, facIds);
      message.success(t('employees.employee.saved'));
      onSaved();
      onClose();
    } catch {
      // The api client has shown why; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const dropped = employee?.factories.filter((f) => !facIds.includes(f.facId)) ?? [];
  return (
    <Modal
      open={Boolean(employee)}
      title={employee ? t('employees.employee.linkTitle', { name: employee.userName }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !facIds.length, ...{ 'data-testid': 'employee-factories-save' } }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Checkbox.Group
        value={facIds}
        onChange={(values) => setFacIds(values.map(String))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, margin: '12px 0' }}
        options={factories.map((f) => ({ value: f.facId, label: f.facName }))}
        data-testid="employee-factories"
      />
      {!facIds.length && <Typography.Text type="danger">{t('employees.employee.needFactory')}</Typography.Text>}
      {dropped.length > 0 && <Alert type="warning" showIcon title={t('employees.employee.linkHint')} />}
    </Modal>
  );
}
