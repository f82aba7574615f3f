// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    qualityCheck: '质检单',
    qualityDetail: '质检单详情',
    qualityForm: '编辑质检单',
    clothCheck: '验布和缩布',
    clothList: '验布缩布记录',
  },
};
