import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    specLibrary: 'Spec library',
    sizeCategories: 'Size categories',
    codeRatios: 'Size ratios',
    sizeTableTemplates: 'Size table templates',
    companyLibrary: 'Company spec library',
  },
};
