export * from './permissions.js';
export * from './custom-fields.js';
export * from './excel.js';
export * from './files.js';
export * from './regions.js';
