import { allPermissionCodes, Code } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { deleteBlocker, foreignMembers, permissionCatalogue, unknownPermissionCodes } from './role.service.js';

describe('unknownPermissionCodes', () => {
  it('accepts every catalogue code and names each unknown one once', () => {
    expect(unknownPermissionCodes(allPermissionCodes)).toEqual([]);
    expect(unknownPermissionCodes(['fac.role.add', 'fac.nope', 'fac.nope', 'FAC.ROLE.ADD'])).toEqual([
      'fac.nope',
      'FAC.ROLE.ADD',
    ]);
  });
});

describe('foreignMembers', () => {
  it('names the ids that are not users of the factory', () => {
    expect(foreignMembers(['1', '2', '3', '3'], new Set(['1', '2']))).toEqual(['3']);
    expect(foreignMembers([], new Set())).toEqual([]);
  });
});

describe('deleteBlocker', () => {
  it.each([
    ['free role', { isSystem: false, memberCount: 0 }, 0, null],
    ['system role', { isSystem: true, memberCount: 0 }, 0, Code.badState],
    ['members remain', { isSystem: false, memberCount: 2 }, 0, Code.inUse],
    ['named by a review configuration', { isSystem: false, memberCount: 0 }, 1, Code.inUse],
  ] as const)('%s', (_label, role, configs, code) => {
    expect(deleteBlocker(role, configs)?.code ?? null).toBe(code);
  });

  it('tells how many members hold the role', () => {
    expect(deleteBlocker({ isSystem: false, memberCount: 3 }, 0)?.zh).toBe('该角色下还有 3 名成员，请先移除成员');
  });
});

describe('permissionCatalogue', () => {
  it('covers every code once', () => {
    const codes = permissionCatalogue().flatMap((g) => g.codes);
    expect(codes.length).toBe(allPermissionCodes.length);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
