// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    need: '采购需求看板',
    list: '采购单',
    sampleList: '样料采购单',
    newPurchase: '新建采购单',
    newSamplePurchase: '新建样料采购单',
    pickUp: '一键采到送',
    detail: '采购单详情',
    sampleDetail: '样料采购单详情',
    fieldConfig: '字段配置',
  },
};
