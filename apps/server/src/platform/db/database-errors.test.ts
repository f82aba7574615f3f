import { describe, expect, it } from 'vitest';
import { asDatabaseError, duplicateField, isInvalidInput, isRetryableConflict } from './database-errors.js';

describe('database errors', () => {
  it('recognises SQLSTATE codes, not framework codes', () => {
    expect(asDatabaseError({ code: '22P02' })?.code).toBe('22P02');
    expect(asDatabaseError({ code: 'FST_ERR_BAD_URL' })).toBeNull();
    expect(asDatabaseError(new Error('x'))).toBeNull();
  });

  it.each(['22P02', '22003', '22007', '22008', '54001'])('%s is invalid input', (code) => {
    expect(isInvalidInput({ code })).toBe(true);
  });

  it('deadlocks and serialization failures are worth a rerun; a unique violation is not', () => {
    expect(isRetryableConflict({ code: '40P01' })).toBe(true);
    expect(isRetryableConflict({ code: '40001' })).toBe(true);
    expect(isRetryableConflict({ code: '23505' })).toBe(false);
  });

  it.each([
    ['Key (unit_id, name)=(1, a) already exists.', 'x', 'name'],
    ['Key (unit_id, lower(code::text))=(1, ab) already exists.', 'x', 'code'],
    ['Key (unit_id, bill_no)=(1, N1) already exists.', 'x', 'billNo'],
    ['Key (unit_id, COALESCE(parent_id, 0::bigint), name)=(1, 0, a) already exists.', 'x', 'name'],
    [undefined, 'material_kind_unit_no_key', 'no'],
    [undefined, 'odd', '(record)'],
  ])('%s / %s names %s', (detail, constraint, field) => {
    expect(duplicateField({ code: '23505', constraint, ...(detail ? { detail } : {}) })).toBe(field);
  });
});
