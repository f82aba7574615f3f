import type { CreatedAt, Generated, Id, UpdatedAt } from './common.js';

/** Goods category tree node (品类), levels 1 大类, 2 中类, 3 小类. */
export interface GoodsCategoryTable {
  id: Id;
  unitId: string;
  parentId: string | null;
  level: number;
  name: string;
  sort: Generated<number>;
  isStopped: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsCategoryTables {
  goodsCategory: GoodsCategoryTable;
}
