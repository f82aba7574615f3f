// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '调拨',
    form: '调拨单',
    detail: '调拨单详情',
  },
};
