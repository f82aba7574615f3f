export const en = {
  menu: {
    list: 'Invoices',
  },
};
