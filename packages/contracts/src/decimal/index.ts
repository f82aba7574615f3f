// The one exact-decimal module (README in docs/ARCHITECTURE.md, "Decimals"): Dec for chained arithmetic, dec for
// decimal strings in and out, COLUMNS and fitsColumn for the numeric(p, s) columns.
export * from './decimal.js';
export * from './decimal-text.js';
export * from './unit-totals.js';
