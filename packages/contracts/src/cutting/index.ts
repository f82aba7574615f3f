export * from './bundle-generator.js';
export * from './cutting.js';
export * from './permissions.js';
