import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 集团设置 pages of employees across the company's factories. */
export const employeesRoutes: AppRoute[] = [
  {
    path: '/workermanager',
    titleKey: 'employees.menu.workbays',
    permission: 'company.employee.list',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/CompanyWorkbayListPage'), 'CompanyWorkbayListPage'),
  },
  {
    path: '/workerMangement',
    titleKey: 'employees.menu.employees',
    permission: 'company.employee.list',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/EmployeeListPage'), 'EmployeeListPage'),
  },
];
