/**
 * PostgreSQL errors (SQLSTATE codes, the same on pg and PGlite) sorted by what they mean to a caller. Input that
 * slips past the contracts must still not answer 500, and a lost race must read as a conflict, not a crash.
 */

export interface DatabaseError {
  code: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

export function asDatabaseError(error: unknown): DatabaseError | null {
  if (!error || typeof error !== 'object') return null;
  const code = (error as { code?: unknown }).code;
  // SQLSTATE: five characters of digits and capitals (Fastify's own codes start with FST_).
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? (error as DatabaseError) : null;
}

/** Values the database could not take: bad text for a type, out of range, impossible dates, nesting too deep. */
const invalidInputStates = new Set([
  '22P02', // invalid_text_representation
  '22003', // numeric_value_out_of_range
  '22001', // string_data_right_truncation
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22023', // invalid_parameter_value
  '2201E', // invalid_argument_for_logarithm (and friends from date arithmetic)
  '22021', // character_not_in_repertoire (a NUL byte in text)
  '54001', // statement_too_complex (stack depth, e.g. deeply nested jsonb)
]);

export function isInvalidInput(error: DatabaseError): boolean {
  return invalidInputStates.has(error.code);
}

export const UNIQUE_VIOLATION = '23505';

/** Another transaction won a race: worth running the whole transaction again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = asDatabaseError(error)?.code;
  return code === '40P01' /* deadlock_detected */ || code === '40001'; /* serialization_failure */
}

/**
 * The field a unique violation is about, read from the key in the error's detail
 * ("Key (unit_id, lower(code::text))=(7, ab) already exists." gives "code"), else from the index name
 * (`<table>_unit_<field>_key`). The unit column is the scope, not the field.
 */
export function duplicateField(error: DatabaseError): string {
  const key = /^Key \((.+?)\)=/.exec(error.detail ?? '')?.[1];
  if (key) {
    const columns = splitTopLevel(key)
      .map((c) =>
        c
          .replace(/::\w+/g, '')
          .replace(/^.*\(\s*([a-z_]+).*$/, '$1')
          .trim(),
      )
      .filter((c) => /^[a-z_]+$/.test(c) && c !== 'unit_id' && c !== 'boss_unit_id');
    const last = columns[columns.length - 1];
    if (last) return camelCase(last);
  }
  const name = /_unit_([a-z_]+)_key$/.exec(error.constraint ?? '')?.[1];
  return name ? camelCase(name) : '(record)';
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function camelCase(snake: string): string {
  return snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
