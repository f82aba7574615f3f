import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    facInfo: 'Factory info',
    groups: 'Workbay groups',
    workbays: 'Workbays',
    storehouses: 'Storehouses',
    companyStorehouses: 'Company storehouses',
    labels: 'Labels',
    companyLabels: 'Company defect labels',
    link360: '360 link',
  },
  companyStore: {
    own: 'Own storehouses',
    processing: 'Processing-factory storehouses',
    searchPlaceholder: 'Search by storehouse name',
    create: 'New storehouse',
    name: 'Storehouse',
    linkedFactories: 'Linked factories',
    processingFactories: 'Processing factories',
    link: 'Link factories',
    linkTitle: 'Link factories · {{name}}',
    linkHint:
      "Default: preselected in the factory's bills (one per factory); shared: the factory may use it too. Every linked factory sees the same stock ledger.",
    processingHint:
      "A processing factory's storehouse is linked as shared only; the processing factory chooses it in its record.",
    factory: 'Factory',
    linkKinds: {
      DEFAULT: 'Default',
      SHARED: 'Shared',
      NONE: 'Not linked',
    },
    edit: 'Edit settings',
    deleteTitle: 'Delete storehouse',
    deleteConfirm: 'No factory will be able to use the storehouse "{{name}}" any more. Delete it?',
    deleted: 'Storehouse deleted',
    linksSaved: 'Links saved',
    noProcessing: 'None',
  },
};
