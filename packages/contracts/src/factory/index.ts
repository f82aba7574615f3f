export * from './permissions.js';
export * from './info.js';
export * from './groups.js';
export * from './workbay.js';
export * from './storehouse.js';
export * from './labels.js';
export * from './link360.js';
