export * from './permissions.js';
export * from './production-order.js';
export * from './order-list.js';
export * from './order-detail.js';
export * from './order-price.js';
export * from './order-config.js';
export * from './order-import.js';
export * from './ratio.js';
