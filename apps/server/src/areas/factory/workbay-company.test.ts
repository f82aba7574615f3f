import { describe, expect, it } from 'vitest';
import { resolveWorkbayFactories, type WorkbayFactoriesInput } from './workbay-company.service.js';

// Factories A and B may be entered; C may not. Roles rA (A), rB (B), rC (C); groups gA (A), gB (B).
const known = {
  enterable: new Set(['A', 'B']),
  roleUnits: new Map([
    ['rA', 'A'],
    ['rB', 'B'],
    ['rC', 'C'],
  ]),
  groupUnits: new Map([
    ['gA', 'A'],
    ['gB', 'B'],
  ]),
};
const resolve = (input: WorkbayFactoriesInput, fallback = ['A']) => {
  const r = resolveWorkbayFactories(input, fallback, known);
  return r instanceof Map ? Object.fromEntries(r) : r;
};
const info = (facId: string, roleIds: string[] = [], groupIds: string[] = []) => ({ facId, roleIds, groupIds });

describe('resolveWorkbayFactories', () => {
  it.each<[string, WorkbayFactoriesInput, unknown]>([
    ['nothing given: the fallback factory, nothing held', {}, { A: { roleIds: [], groupIds: [] } }],
    [
      'facInfos: roles and groups per factory',
      { facInfos: [info('A', ['rA'], ['gA']), info('B', ['rB'])] },
      { A: { roleIds: ['rA'], groupIds: ['gA'] }, B: { roleIds: ['rB'], groupIds: [] } },
    ],
    [
      "the original client's facIds with flat groups and roles, each placed in its own factory",
      { facIds: ['A', 'B'], groupIds: ['gB', 'gA'], roleIds: ['rA'] },
      { A: { roleIds: ['rA'], groupIds: ['gA'] }, B: { roleIds: [], groupIds: ['gB'] } },
    ],
    [
      'a factory named twice is one, its lists without repeats',
      { facInfos: [info('A', ['rA']), info('A', ['rA'], ['gA'])], facIds: ['A'] },
      { A: { roleIds: ['rA'], groupIds: ['gA'] } },
    ],
    ['a flat group joins the fallback factory', { groupIds: ['gA'] }, { A: { roleIds: [], groupIds: ['gA'] } }],
  ])('%s', (_, input, expected) => {
    expect(resolve(input)).toEqual(expected);
  });

  it.each<[string, WorkbayFactoriesInput, { field: string; problem: string }]>([
    [
      'a factory the caller may not enter (facInfos)',
      { facInfos: [info('C')] },
      { field: 'facInfos.0.facId', problem: 'factory' },
    ],
    ['a factory the caller may not enter (facIds)', { facIds: ['A', 'C'] }, { field: 'facIds.1', problem: 'factory' }],
    [
      "a role of another factory in a factory's row",
      { facInfos: [info('A'), info('B', ['rA'])] },
      { field: 'facInfos.1.roleIds', problem: 'role' },
    ],
    ['a role of a factory not entered', { facInfos: [info('A', ['rC'])] }, { field: 'facInfos.0.roleIds', problem: 'role' }],
    ['an unknown role', { facInfos: [info('A', ['r?'])] }, { field: 'facInfos.0.roleIds', problem: 'role' }],
    [
      "a group of another factory in a factory's row",
      { facInfos: [info('A', [], ['gB'])] },
      { field: 'facInfos.0.groupIds', problem: 'group' },
    ],
    ['a flat group of a factory not chosen', { facIds: ['A'], groupIds: ['gB'] }, { field: 'groupIds', problem: 'group' }],
    ['a flat role of a factory not chosen', { facIds: ['B'], roleIds: ['rA'] }, { field: 'roleIds', problem: 'role' }],
  ])('refuses %s, naming the field', (_, input, expected) => {
    expect(resolve(input)).toEqual(expected);
  });
});
