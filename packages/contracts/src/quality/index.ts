export * from './quality-check.js';
export * from './cloth-check.js';
export * from './permissions.js';
