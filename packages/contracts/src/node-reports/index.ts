export * from './permissions.js';
export * from './report-types.js';
export * from './report-input.js';
export * from './node-progress.js';
export * from './report-list.js';
