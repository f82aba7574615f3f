// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '余料入库单',
    form: '新建余料入库单',
    detail: '余料入库单详情',
  },
};
