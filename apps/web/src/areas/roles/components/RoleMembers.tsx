import { useQuery } from '@tanstack/react-query';
import { Transfer } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUnitUsers, userLabel } from '../../../shared/people/people-loaders';
import '../locales/register';

/** 角色成员: choose users of the factory (facUser/getUnitUser). */
export function RoleMembers({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const users = useQuery({ queryKey: ['unit-users'], queryFn: fetchUnitUsers });
  const dataSource = (users.data ?? []).map((u) => ({ key: u.userId, title: userLabel(u) }));
  return (
    <Transfer
      dataSource={dataSource}
      targetKeys={value}
      onChange={(keys) => onChange(keys.map(String))}
      render={(item) => item.title}
      showSearch={{ placeholder: t('roles.role.searchMember') }}
      filterOption={(input, item) => item.title.toLowerCase().includes(input.toLowerCase())}
      titles={[t('roles.role.membersAvailable'), t('roles.role.membersChosen')]}
      disabled={disabled}
      styles={{ section: { width: 320, height: 380 } }}
    />
  );
}
