// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '物料送料',
    form: '新建送料单',
    detail: '送料单详情',
  },
  tab: {
    notices: '送料通知单列表',
    deliveries: '送料单列表',
  },
};
