// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '盘点',
    detail: '盘点单详情',
    print: '打印盘点单',
  },
};
