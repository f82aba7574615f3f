export * from './barcode.js';
export * from './goods-category.js';
export * from './goods-style.js';
export * from './permissions.js';
export * from './sku-combinations.js';
export * from './goods-import.js';
