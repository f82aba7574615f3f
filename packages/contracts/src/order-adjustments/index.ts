export * from './permissions.js';
export * from './order-adjust.js';
export * from './price-adjust.js';
