import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    workbays: 'Workbays',
    employees: 'Employees',
  },
};
