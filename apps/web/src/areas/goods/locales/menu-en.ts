import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    list: 'Goods styles',
    detail: 'Goods style',
    category: 'Goods categories',
    barcode: 'Goods barcodes',
    systemImport: 'Import from the group',
  },
  list: {
    search: 'Search style no / name',
    new: 'New',
    stopUse: 'Stop use',
    resume: 'Resume',
    batchStopUse: 'Stop use (selected)',
    stopped: 'Stopped',
    inUse: 'In use',
    export: 'Export',
  },
};
