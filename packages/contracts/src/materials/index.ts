export * from './decimal.js';
export * from './material-name.js';
export * from './material-picture.js';
export * from './material.js';
export * from './permissions.js';
export * from './material-kind-attr.js';
