export * from './aql-tables.js';
export * from './aql.js';
