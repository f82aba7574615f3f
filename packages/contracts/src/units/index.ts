export * from './defaults.js';
export * from './measure-unit.js';
export * from './permissions.js';
