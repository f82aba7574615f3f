import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-body.js';

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ a: 'quote \\" then [[[[' }), 1)).toBe(false);
  });

  it('stops at the limit on 5,000 levels', () => {
    expect(jsonDepthExceeds('['.repeat(5000) + ']'.repeat(5000), 64)).toBe(true);
  });
});
