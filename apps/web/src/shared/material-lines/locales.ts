/** Strings of the shared material line table (registered under 'materialLines'). */
export const materialLinesMessages = {
  zh: {
    addByMaterial: '+ 按物料添加',
    material: '物料',
    stockUnit: '库存单位',
    onHand: '库存数',
    reserved: '主动占用',
    available: '可用库存',
    orderNo: '生产单号',
    remove: '移除',
    total: '合计',
  },
  en: {
    addByMaterial: '+ Add by material',
    material: 'Material',
    stockUnit: 'Stock unit',
    onHand: 'On hand',
    reserved: 'Reserved',
    available: 'Available',
    orderNo: 'Order no.',
    remove: 'Remove',
    total: 'Total',
  },
};
