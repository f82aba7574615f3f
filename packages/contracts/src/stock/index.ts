export * from './stock.js';
export * from './permissions.js';
