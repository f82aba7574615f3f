export * from './order-demand.js';
export * from './demand-move.js';
export * from './permissions.js';
