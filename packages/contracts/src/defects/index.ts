export * from './permissions.js';
export * from './defects.js';
