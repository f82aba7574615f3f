// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    group: '采购',
    list: '到料单',
    sampleList: '样料到料单',
    notices: '收料通知单',
  },
  page: {
    add: '新建到料单',
    sampleAdd: '新建样料到料单',
    edit: '编辑到料单',
    detail: '到料单详情',
    noticeDetail: '收料通知单',
    noticeAdd: '新建收料通知单',
  },
};
