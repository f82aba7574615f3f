export const en = {
  menu: {
    list: 'Fee orders',
    detail: 'Fee order',
  },
};
