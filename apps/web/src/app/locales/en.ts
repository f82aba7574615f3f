import type { zh } from './zh';

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

export const en: DeepString<typeof zh> = {
  menu: {
    reviewDesk: 'Review desk',
    masterData: 'Master data',
    suppliers: 'Material suppliers',
    customers: 'Customers',
    factorySettings: 'Factory settings',
    company: 'Company settings',
    roles: 'Roles',
    devices: 'Device authorisation',
  },
  page: {
    approvalRecord: 'Approval history',
    supplierDetail: 'Supplier detail',
    roleInfo: 'Role',
    profile: 'My profile',
    home: 'Home',
  },
  shell: {
    switchFactory: 'Switch factory',
    currentFactory: 'Current factory',
    switched: 'Switched to {{name}}',
    noFactory: 'No factory chosen',
    profile: 'My profile',
    logout: 'Log out',
    closeTab: 'Close',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    noPermissionPage: 'Sorry, you have no permission to open this page',
    notFound: 'Page not found',
    backHome: 'Back to home',
    noMenu: 'You have no menu yet: ask an administrator to give you a role',
    collapse: 'Collapse menu',
    unsavedTitle: 'Unsaved input',
    unsavedText: 'What you typed on this page will not be saved if you leave. Leave anyway?',
    unsavedLeave: 'Leave',
    unsavedStay: 'Stay',
  },
  billLabels: {
    title: 'Labels',
    edit: 'Edit labels',
    choose: 'Choose labels',
    new: 'New label',
    newPlaceholder: 'New label name (at most 20)',
  },
  listViews: { bills: 'Bills', lines: 'Lines' },
};
