// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    rolls: '物料卷',
    rollDetail: '物料卷详情',
  },
};
