// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '费用单',
    detail: '费用单详情',
  },
};
