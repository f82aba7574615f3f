import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Finance settings: the company's accounts (a company code, ADR 0011) and the factory's finance switches.
 * Reading the account dropdown needs only a session: every money form of the factory picks an account.
 */
export const financeConfigPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'companyFinanceAccount',
    zh: '财务账户',
    en: 'Finance accounts',
    codes: [
      'company.financeAccount.view',
      'company.financeAccount.add',
      'company.financeAccount.update',
      'company.financeAccount.delete',
    ],
  },
  {
    key: 'companyFinanceMember',
    zh: '财务成员',
    en: 'Finance members',
    codes: ['company.financeMember.view', 'company.financeMember.update', 'company.financeMember.delete'],
  },
  {
    key: 'financeConfig',
    zh: '财务设置',
    en: 'Finance settings',
    codes: ['finance.account.view', 'finance.config.update'],
  },
];
