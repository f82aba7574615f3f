export * from './node-types.js';
export * from './prcd-node.js';
export * from './prcd-template.js';
export * from './workshop-section.js';
export * from './permissions.js';
