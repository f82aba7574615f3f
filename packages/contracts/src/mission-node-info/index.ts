export * from './permissions.js';
export * from './node-info.js';
