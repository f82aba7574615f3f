export * from './supplier.js';
export * from './customer.js';
export * from './outside-factory.js';
