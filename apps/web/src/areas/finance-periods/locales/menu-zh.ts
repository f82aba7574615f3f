// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '财务结账',
    detail: '期末结存详情',
  },
};
