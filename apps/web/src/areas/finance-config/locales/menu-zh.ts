// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    accounts: '财务账户',
    settings: '财务设置',
    members: '财务成员',
  },
};
