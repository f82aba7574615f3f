import type { BatchConvertCheckRow } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { canConvertOrder } from '../api/convert-api';
import { chosenTotal, convertPayload, convertProblem, initiallyChosen, isChoosable, linesOf } from './convert-lines';

const row = (over: Partial<BatchConvertCheckRow> = {}): BatchConvertCheckRow => ({
  orderGoodsId: 'g1',
  styleId: 's1',
  styleNo: 'ST-1',
  styleName: '衬衫',
  deliveryAt: '2030-12-20',
  orderedNum: '20',
  convertedNum: '4',
  remainingNum: '16',
  customerId: 'c1',
  customerName: '客户甲',
  isCustomerFixed: false,
  leaderIds: ['u1'],
  isOutside: true,
  outsideFactoryId: 'f1',
  processUnitPrice: '3.50',
  missingFields: [],
  blockers: [],
  canConvert: true,
  ...over,
});

describe('一键转工单 rows', () => {
  it('start from the order: delivery, customer, whole-order factory and price; ready rows chosen', () => {
    const lines = linesOf([
      row(),
      row({ orderGoodsId: 'g2', remainingNum: '0', blockers: ['NOTHING_LEFT'], canConvert: false, isOutside: false }),
    ]);
    expect(lines[0]).toMatchObject({
      deliveryAt: '2030-12-20',
      customerId: 'c1',
      outsideFactoryId: 'f1',
      machiningUnitPrice: '3.50',
    });
    expect(lines[1]).toMatchObject({ outsideFactoryId: null, machiningUnitPrice: '' });
    expect(initiallyChosen(lines)).toEqual(['g1']);
    expect(lines.map(isChoosable)).toEqual([true, false]);
    expect(isChoosable(linesOf([row({ blockers: ['GOODS_INCOMPLETE'], canConvert: false })])[0]!)).toBe(true);
  });

  it('name what keeps the chosen rows, in the order the clerk fixes them', () => {
    const [ok] = linesOf([row()]);
    const [incomplete] = linesOf([row({ missingFields: ['品牌'], blockers: ['GOODS_INCOMPLETE'] })]);
    expect(convertProblem([], 't', ['u1'])).toEqual({ code: 'choose' });
    expect(convertProblem([ok!, incomplete!], 't', ['u1'])).toMatchObject({ code: 'incomplete', rows: [{ styleNo: 'ST-1' }] });
    expect(convertProblem([ok!], null, ['u1'])).toEqual({ code: 'template' });
    expect(convertProblem([ok!], 't', [])).toEqual({ code: 'leaders' });
    expect(convertProblem([ok!], 't', ['u1'])).toBeNull();
  });

  it('send the template and leaders once; a fixed customer is left to the order; no factory, no price', () => {
    const [a, b] = linesOf([row({ isCustomerFixed: true }), row({ orderGoodsId: 'g2', remainingNum: '5' })]);
    b!.outsideFactoryId = null;
    b!.missionNo = '  GD-7 ';
    const body = convertPayload('o1', [a!, b!], 't1', ['u1']);
    expect(body).toMatchObject({ orderId: 'o1', prcdTemplateId: 't1', leaderIds: ['u1'] });
    expect(body.items[0]).not.toHaveProperty('customerId');
    expect(body.items[0]).toMatchObject({ isOutside: true, outsideFactoryId: 'f1', machiningUnitPrice: '3.50', missionNo: null });
    expect(body.items[1]).toMatchObject({ customerId: 'c1', isOutside: false, machiningUnitPrice: null, missionNo: 'GD-7' });
    expect(chosenTotal([a!, b!])).toBe('21');
  });

  it('let a row name its own template and persons in charge; the common ones then need not be given for it', () => {
    const [own, plain] = linesOf([row(), row({ orderGoodsId: 'g2' })]);
    own!.templateId = 't9';
    own!.leaderIds = ['u9'];
    expect(convertProblem([own!], null, [])).toBeNull();
    expect(convertProblem([own!, plain!], null, ['u1'])).toEqual({ code: 'template' });
    expect(convertProblem([own!, plain!], 't1', [])).toEqual({ code: 'leaders' });
    const body = convertPayload('o1', [own!, plain!], 't1', ['u1']);
    expect(body.items[0]).toMatchObject({ prcdTemplateId: 't9', leaderIds: ['u9'] });
    expect(body.items[1]).not.toHaveProperty('prcdTemplateId');
    expect(body.items[1]).not.toHaveProperty('leaderIds');
  });

  it('offer conversion on reviewed formal orders (2, and 6 不可反审), never a pre-order or another status', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((status) => canConvertOrder({ type: 1, status }))).toEqual([2, 6]);
    expect(canConvertOrder({ type: 0, status: 2 })).toBe(false);
  });
});
