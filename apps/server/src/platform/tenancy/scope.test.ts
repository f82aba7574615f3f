import { describe, expect, it } from 'vitest';
import { TABLE_SCOPES, owningUnit, readableUnits } from './scope.js';

const tenant = { unitId: '20', bossUnitId: '10' };

describe('table scope', () => {
  it('reads company rows from the boss unit, factory rows from the factory, libraries from both', () => {
    expect(readableUnits(tenant, 'storehouse')).toEqual(['10']);
    expect(readableUnits(tenant, 'purchaseBill')).toEqual(['20']);
    expect(readableUnits(tenant, 'skuAttr')).toEqual(['10', '20']);
  });

  it('gives a new row its owner, a library row the level asked', () => {
    expect(owningUnit(tenant, 'materialKind')).toBe('10');
    expect(owningUnit(tenant, 'material')).toBe('20');
    expect(owningUnit(tenant, 'skuAttr')).toBe('20');
    expect(owningUnit(tenant, 'skuAttr', 'COMPANY')).toBe('10');
  });

  it('refuses to scope tables without a unit of their own', () => {
    expect(() => readableUnits(tenant, 'rolePermission')).toThrow(/not scoped/);
    expect(() => owningUnit(tenant, 'session')).toThrow(/not scoped/);
  });

  it('names a scope for every table', () => {
    for (const scope of Object.values(TABLE_SCOPES))
      expect(['FACTORY', 'COMPANY', 'COMPANY_AND_FACTORY', 'CHILD', 'ACCOUNT']).toContain(scope);
  });
});
