export const en = {
  menu: {
    list: 'Month close',
    detail: 'Closed month',
  },
};
