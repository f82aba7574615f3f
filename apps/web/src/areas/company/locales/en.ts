import type { zh } from './zh';

export const en: typeof zh = {
  charge: {
    title: 'Charge limits',
    bossCode: 'Boss code',
    name: 'Name',
    phone: 'Phone',
    factories: 'Factories',
    maxFactories: 'Factories allowed',
    maxWorkbays: 'Workbays allowed',
    factoryUsage: 'Factories (used / allowed)',
    workbayUsage: 'Workbays (used / allowed)',
    usage: '{{used}} / {{max}}',
    updatedBy: 'Changed by',
    defaults: 'Default',
    edit: 'Change',
    editTitle: 'Change charge limits',
    bossOnly: 'Only the boss account can change the charge limits',
    hint: "A limit cannot be below the company's factories and workbays; every change is logged.",
    saved: 'Charge limits saved',
  },
};
