export * from './permissions.js';
export * from './factory.js';
export * from './charge-limit.js';
export * from './regent.js';
