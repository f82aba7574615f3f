import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Company-level (集团设置) employees and workbays across the company's factories. */
export const employeesPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'companyEmployees',
    zh: '员工管理',
    en: 'Employees',
    codes: [
      // 工位管理 and 员工管理 lists, a workbay's details, all staff of the company (unit/querySysUnitAllUser)
      'company.employee.list',
      'company.employee.workbay.add',
      'company.employee.workbay.update',
      // an account's linked factories (员工管理 checkboxes)
      'company.employee.link',
    ],
  },
];
