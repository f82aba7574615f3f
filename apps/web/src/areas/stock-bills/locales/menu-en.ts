import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    list: 'Stock bills',
    form: 'New stock bill',
    detail: 'Stock bill',
    print: 'Print stock bill',
    informs: 'Inbound notices',
  },
  open: {
    STOCK_IN: 'Stock-in bill',
    STOCK_OUT: 'Stock-out bill',
    STOCK_DELIVERY: 'Shipment bill',
    STOCK_SALE_RETURN: 'Sales return bill',
    STOCK_ADJUST: 'Adjustment bill',
  },
};
