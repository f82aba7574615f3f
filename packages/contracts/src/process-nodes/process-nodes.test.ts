import { describe, expect, it } from 'vitest';
import { billKindsOf, isQuantityType, NODE_TYPE_CODES, NODE_TYPES } from './node-types.js';
import { prcdNodeInput, reportNeedsReviewOf } from './prcd-node.js';
import { prcdTemplateInput } from './prcd-template.js';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.path.join('.'));

describe('node types', () => {
  it('groups every one of the thirteen codes once', () => {
    expect(NODE_TYPES.map((t) => t.code).sort()).toEqual([...NODE_TYPE_CODES].sort());
  });

  it.each([
    ['logic', false, []],
    ['quantitative', false, ['COMPLETE']],
    ['quantitative', true, ['COMPLETE', 'ADJUST']],
    ['quality_checking', false, ['COMPLETE', 'DEFECTIVE', 'WASTE']],
    ['material', false, ['COMPLETE']],
  ] as const)('%s (adjust %s) configures %o', (code, adjust, kinds) => {
    expect(billKindsOf(code, adjust)).toEqual(kinds);
  });

  it.each([
    ['logic', false],
    ['material', false],
    ['select_check', false],
    ['total', true],
    ['tail_out_store', true],
  ] as const)('%s reports quantities: %s', (code, yes) => expect(isQuantityType(code)).toBe(yes));
});

describe('node options', () => {
  const node = (extra: object) => prcdNodeInput.safeParse({ name: '车缝', typeCode: 'quantitative', ...extra });
  it.each([
    [{}, []],
    [{ associateWym: true, associateLigation: true }, ['associateLigation']],
    [
      { associateWym: true, associateInStore: true, allowOutside: true, allowAdjustNum: true },
      ['associateInStore', 'allowOutside', 'allowAdjustNum'],
    ],
    [{ typeCode: 'logic', doac: true }, ['doac']],
    [{ typeCode: 'actual_cutting_wym', associateLigation: true }, ['associateLigation']],
    [{ allowCompleteExcess: true }, ['completeExcessPercent']],
    [{ allowCompleteExcess: true, completeExcessPercent: '999.99' }, []],
    [{ allowCompleteExcess: true, completeExcessPercent: '1000' }, ['completeExcessPercent']],
    [{ allowCompleteExcess: true, completeExcessPercent: '-1' }, ['completeExcessPercent']],
    [{ selectDefaultStore: true }, ['selectDefaultStore', 'defaultStorehouseId']],
    [{ typeCode: 'tail_in_store', selectDefaultStore: true, defaultStorehouseId: '7' }, []],
    [{ outsideFollowPre: true }, ['outsideFollowPre']],
    [{ reportSendDefComplete: true }, ['reportSendDefComplete']],
    [{ materialKindIds: ['1'] }, ['materialKindIds']],
    [{ typeCode: 'material', materialKindIds: ['1'] }, []],
    [{ billConfigs: { ADJUST: { billName: '调整', fields: [] } } }, ['billConfigs.ADJUST']],
    [{ tags: [{ name: '急' }, { name: '急' }] }, ['tags.1.name']],
  ])('%o → %o', (extra, fields) => {
    expect(fieldsOf(node(extra))).toEqual(fields);
  });

  it('drops a tolerance without its switch and a storehouse without auto-pick', () => {
    const parsed = prcdNodeInput.parse({
      name: 'x',
      typeCode: 'quantitative',
      completeExcessPercent: '5',
      defaultStorehouseId: '3',
    });
    expect(parsed).toMatchObject({ completeExcessPercent: null, defaultStorehouseId: null });
  });
});

describe('template rows', () => {
  const tpl = (nodes: object[], extra: object = {}) => prcdTemplateInput.safeParse({ name: '流程', nodes, ...extra });
  it.each([
    [[{ prcdNodeId: '1' }, { prcdNodeId: '2', upstreamPrcdNodeId: '1' }], {}, []],
    [[{ prcdNodeId: '1', upstreamPrcdNodeId: '2' }, { prcdNodeId: '2' }], {}, ['nodes.0.upstreamPrcdNodeId']],
    [[{ prcdNodeId: '1' }, { prcdNodeId: '1' }], {}, ['nodes.1.prcdNodeId']],
    [
      [
        { prcdNodeId: '1', isShipment: true },
        { prcdNodeId: '2', isShipment: true },
      ],
      {},
      ['nodes.1.isShipment'],
    ],
    [[{ prcdNodeId: '1', diffMin: '0.5', diffMax: '-1' }], {}, ['nodes.0.diffMin', 'nodes.0.diffMax']],
    [[{ prcdNodeId: '1', diffMin: '-3', diffMax: '3' }], {}, []],
    [[{ prcdNodeId: '1', labourCost: '1.0005' }], {}, ['nodes.0.labourCost']],
    [
      [
        { prcdNodeId: '1', outsideSettlement: true },
        { prcdNodeId: '2', outsideSettlement: true },
      ],
      { defaultAllOrderOutside: true },
      ['nodes.1.outsideSettlement'],
    ],
    [
      [
        { prcdNodeId: '1', outsideSettlement: true },
        { prcdNodeId: '2', outsideSettlement: true },
      ],
      {},
      [],
    ],
    [[{ prcdNodeId: '1' }], { delayNotify: true }, ['delayNotifyNodeId', 'delayNotifyNodeStatus']],
    [[{ prcdNodeId: '1' }], { delayNotify: true, delayNotifyNodeId: '9', delayNotifyNodeStatus: 2 }, ['delayNotifyNodeId']],
    [[{ prcdNodeId: '1' }], { delayNotify: true, delayNotifyNodeId: '1', delayNotifyNodeStatus: '1' }, []],
    [[], {}, ['nodes']],
  ])('%o %o → %o', (nodes, extra, fields) => {
    expect(fieldsOf(tpl(nodes, extra))).toEqual(fields);
  });
});

describe('reportNeedsReviewOf: the node choice wins over the template switch', () => {
  it.each([
    ['always', false, true],
    ['always', null, true],
    ['never', true, false],
    ['never', null, false],
    ['inherit', true, true],
    ['inherit', false, false],
    ['inherit', null, true],
    [undefined, false, false],
  ] as const)('node %s, template %s → %s', (node, template, expected) => {
    expect(reportNeedsReviewOf(node, template)).toBe(expected);
  });

  it('a node saved without the option inherits; an unknown choice is refused on reportReview', () => {
    const ok = prcdNodeInput.safeParse({ name: 'A', typeCode: 'total' });
    expect(ok.success && ok.data.reportReview).toBe('inherit');
    expect(fieldsOf(prcdNodeInput.safeParse({ name: 'A', typeCode: 'total', reportReview: 'maybe' }))).toEqual(['reportReview']);
  });
});
