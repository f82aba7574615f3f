export * from './permissions.js';
export * from './stock-bill.js';
export * from './stock-inform.js';
