export * from './stock.js';
export * from './goods-inventory.js';
export * from './permissions.js';
