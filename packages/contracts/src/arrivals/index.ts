export * from './permissions.js';
export * from './arrival.js';
export * from './arrival-notice.js';
export * from './arrival-math.js';
export * from './arrival-order-line.js';
export * from './arrival-line-list.js';
