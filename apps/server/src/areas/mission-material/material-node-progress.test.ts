import type { MissionMaterialLine } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { materialNodeProgress } from './material-node-progress.service.js';

const line = (demand: string, delivered: string): MissionMaterialLine => ({
  materialSkuId: '1',
  materialsNo: '',
  materialsName: '',
  colorName: '',
  specNoName: '',
  stockUnit: '米',
  pieces: '10',
  demand,
  delivered,
  left: '0',
});

describe('materialNodeProgress', () => {
  it.each([
    ['nothing delivered', [line('10', '0'), line('5', '0')], { completed: '0', isFull: false, status: 0 }],
    [
      'the least-served material sets the pieces',
      [line('10', '10'), line('5', '2.5')],
      { completed: '31', isFull: false, status: 1 },
    ],
    ['whole pieces, rounded down', [line('3', '1')], { completed: '20', isFull: false, status: 1 }],
    ['every material in full', [line('10', '12'), line('5', '5')], { completed: '62', isFull: true, status: 2 }],
    [
      'a material outside the BOM never holds it back',
      [line('10', '10'), line('0', '3')],
      { completed: '62', isFull: true, status: 2 },
    ],
    ['no BOM demand: started, never done', [line('0', '3')], { completed: '0', isFull: false, status: 1 }],
    ['no lines at all', [], { completed: '0', isFull: false, status: 0 }],
  ])('%s', (_name, lines, want) => {
    expect(materialNodeProgress(lines, '62')).toEqual(want);
  });
});
