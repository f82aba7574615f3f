export * from './permissions.js';
export * from './purchase-config.js';
export * from './purchase-math.js';
export * from './purchase-demand.js';
export * from './purchase-bill.js';
export * from './purchase-pickup.js';
