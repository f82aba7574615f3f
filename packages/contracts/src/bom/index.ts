export * from './permissions.js';
export * from './bom-row.js';
export * from './bom.js';
export * from './bom-config.js';
export * from './bom-template.js';
export * from './bom-explosion.js';
export * from './bom-material-line.js';
