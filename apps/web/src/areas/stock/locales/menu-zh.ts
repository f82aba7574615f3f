// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    group: '库存管理',
    goods: '成衣商品库存',
    stock: '物料库存',
    changes: '库存变动记录',
    batch: '批量出入库',
  },
  view: {
    stock: '物料库存',
    remnant: '余料库存',
    changes: '库存变动记录',
    allStorehouses: '全部仓库',
  },
};
