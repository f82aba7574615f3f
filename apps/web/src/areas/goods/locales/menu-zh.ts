// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '商品档案',
    detail: '商品详情',
    category: '商品品类',
    barcode: '货品条码管理',
    systemImport: '从体系导入',
  },
  list: {
    search: '输入款号/名称搜索',
    new: '新建',
    stopUse: '停用',
    resume: '启用',
    batchStopUse: '批量停用',
    stopped: '已停用',
    inUse: '使用中',
    export: '导出',
  },
};
