// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    group: '采购',
    list: '退料单',
    form: '新建/编辑退料单',
    detail: '退料单详情',
    refunds: '退料回款',
  },
};
