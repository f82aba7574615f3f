// Moved to platform/tenancy/library-level.repository.ts (custom fields use it too).
export { bossUnitOf, companyUnitIds, lockCompanyLibraries, unitName } from '../../platform/tenancy/library-level.repository.js';
