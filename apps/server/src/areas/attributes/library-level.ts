// The company-and-factory library rules live in platform/tenancy/library-level.ts (custom fields use them too);
// this area's files and its index.ts keep importing them from here.
export * from '../../platform/tenancy/library-level.js';
