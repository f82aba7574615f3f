export * from './permissions.js';
export * from './payment.js';
export * from './prepay.js';
