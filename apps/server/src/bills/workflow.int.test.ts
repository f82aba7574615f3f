import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../test/harness.js';

const T = 'COMMON_MATERIEL_SUPPLIER';
let h: Harness;
let factory: FactoryFixture;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'wf');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

let n = 0;
async function newSupplier(client: Client = boss): Promise<string> {
  n += 1;
  const res = await client.call('POST', 'supplier/insert', { name: `供应商${n}-${Date.now() % 100000}` });
  expect(res.code).toBe(0);
  return res.data.id;
}
/** What the BillDetail frame reads (bill-report/detail is the approval history page's and needs fac.review.history). */
const state = (client: Client, id: string) => client.call('GET', `uflo/${T}/state`, { id });
async function reviewer(permissions: string[] = ['fac.supplier.list']): Promise<Client> {
  const staff = await createStaff(h.db, factory, permissions);
  return signIn(h.app, staff.loginName, staff.password);
}
async function configure(body: object) {
  const res = await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: T, isUse: true, ...body });
  expect(res.code, res.msg).toBe(0);
}

describe('without a review configuration', () => {
  it('submit passes straight to reviewed; anti-review goes straight back to draft', async () => {
    await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: T, isUse: false, steps: [] });
    const id = await newSupplier();
    const submitted = await boss.call('POST', `uflo/${T}/submit`, { id });
    expect(submitted.data.status).toBe(2);
    const back = await boss.call('POST', `uflo/${T}/apply-anti-review`, { id, message: '资料有误' });
    expect(back.data.status).toBe(0);
    const s = await state(boss, id);
    expect(s.data.history.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'SUBMIT', 'APPLY_ANTI_REVIEW']);
  });
});

describe('with one review step', () => {
  let a: Client;
  beforeAll(async () => {
    a = await reviewer();
    await configure({ steps: [{ mode: 'ANY', userIds: [a.userId], roleIds: [] }], antiReviewer: [a.userId] });
  });

  it('isUsedConfig reports review in use', async () => {
    expect((await boss.call('POST', 'bill-review-config/isUsedConfig', { billType: T })).data.isUse).toBe(true);
  });

  it('submit -> pending, the reviewer sees it on the desk and approves it', async () => {
    const id = await newSupplier();
    expect((await boss.call('POST', `uflo/${T}/submit`, { id })).data.status).toBe(1);
    const types = await a.call('GET', 'bill-review/bill-type');
    expect(types.data.find((t: { billType: string }) => t.billType === T).taskCount).toBeGreaterThan(0);
    const tasks = await a.call('POST', `uflo/${T}/task`, { pageNo: 1, pageSize: 20, billIds: [id] });
    expect(tasks.data.list).toHaveLength(1);
    const task = tasks.data.list[0];
    expect(task).toMatchObject({ billId: id, taskName: 'NORMAL_REVIEW', status: 1 });
    const notMine = await boss.call('POST', `uflo/${T}/review`, { taskId: task.taskId, result: true });
    expect(notMine.code).toBe(40301);
    expect((await a.call('POST', `uflo/${T}/review`, { taskId: task.taskId, result: true, message: '' })).data.status).toBe(2);
    const after = await state(boss, id);
    expect(after.data.status).toBe(2);
    expect(after.data.history.at(-1)).toMatchObject({ action: 'PASS', operatorId: a.userId, fromStatus: 1, toStatus: 2 });
    const gone = await a.call('POST', `uflo/${T}/task`, { pageNo: 1, pageSize: 20, billIds: [id] });
    expect(gone.msg).toBe('成功');
    expect(gone.data.list).toHaveLength(0);
  });

  it('reject needs a reason, returns the bill for editing and allows a new submit', async () => {
    const id = await newSupplier();
    await boss.call('POST', `uflo/${T}/submit`, { id });
    const noReason = await a.call('POST', `uflo/${T}/review`, { id, result: false });
    expect(noReason.code).toBe(40001);
    expect((await state(boss, id)).data.status).toBe(1);
    expect((await a.call('POST', `uflo/${T}/review`, { id, result: false, message: '电话不对' })).data.status).toBe(4);
    const edit = await boss.call('POST', 'supplier/update', { id, name: `改后${id}`, mobilePhone: '0571-1234567' });
    expect(edit.code).toBe(0);
    expect((await boss.call('POST', `uflo/${T}/submit`, { id })).data.status).toBe(1);
  });

  it('the submitter can withdraw; nobody else can', async () => {
    const id = await newSupplier();
    await boss.call('POST', `uflo/${T}/submit`, { id });
    const other = await reviewer(['fac.supplier.edit']);
    expect((await other.call('PUT', `uflo/${T}/undo`, { id })).code).toBe(40301);
    expect((await boss.call('PUT', `uflo/${T}/undo`, { id })).data.status).toBe(0);
    const tasks = await a.call('POST', `uflo/${T}/task`, { pageNo: 1, pageSize: 20, billIds: [id] });
    expect(tasks.data.list).toHaveLength(0);
  });

  it('anti-review: apply (reason required), approve back to draft; or refuse; or withdraw', async () => {
    const id = await newSupplier();
    await boss.call('POST', `uflo/${T}/submit`, { id });
    await a.call('POST', `uflo/${T}/review`, { id, result: true });
    expect((await boss.call('POST', `uflo/${T}/apply-anti-review`, { id })).code).toBe(40001);
    expect((await boss.call('POST', `uflo/${T}/apply-anti-review`, { id, message: '改名' })).data.status).toBe(3);
    expect((await a.call('POST', `uflo/${T}/review`, { id, result: false, message: '不同意' })).data.status).toBe(2);
    await boss.call('POST', `uflo/${T}/apply-anti-review`, { id, message: '再申请' });
    expect((await boss.call('PUT', `uflo/${T}/undo-status`, { id })).data.status).toBe(2);
    await boss.call('POST', `uflo/${T}/apply-anti-review`, { id, message: '第三次' });
    const tasks = await a.call('POST', `uflo/${T}/task`, { pageNo: 1, pageSize: 20, billIds: [id] });
    expect(tasks.data.list[0].taskName).toBe('ANTI_REVIEW');
    expect((await a.call('POST', `uflo/${T}/review`, { taskId: tasks.data.list[0].taskId, result: true })).data.status).toBe(0);
    const actions = (await state(boss, id)).data.history.map((e: { action: string }) => e.action);
    expect(actions).toEqual([
      'CREATE',
      'SUBMIT',
      'PASS',
      'APPLY_ANTI_REVIEW',
      'APPLY_ANTI_REVIEW_REJECT',
      'APPLY_ANTI_REVIEW',
      'UNDO_ANTI_REVIEW',
      'APPLY_ANTI_REVIEW',
      'APPLY_ANTI_REVIEW_PASS',
    ]);
  });

  it('edit is refused while pending or reviewed; void only from draft or rejected', async () => {
    const id = await newSupplier();
    await boss.call('POST', `uflo/${T}/submit`, { id });
    const edit = await boss.call('POST', 'supplier/update', { id, name: 'x' });
    expect(edit.code).toBe(40902);
    expect((await boss.call('POST', `uflo/${T}/void`, { id })).code).toBe(40902);
    await boss.call('PUT', `uflo/${T}/undo`, { id });
    expect((await boss.call('POST', `uflo/${T}/void`, { id })).data.status).toBe(5);
    expect((await boss.call('POST', `uflo/${T}/submit`, { id })).code).toBe(40902);
  });
});

describe('two steps, the first needing all of its reviewers, the second a role', () => {
  it('moves through each step and posts after the last', async () => {
    const [a, b, c] = [await reviewer(), await reviewer(), await reviewer()];
    const role = await h.db
      .insertInto('role')
      .values({ unitId: factory.unitId, name: `终审${Date.now()}`, remark: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.insertInto('userRole').values({ userId: c.userId, roleId: role.id }).execute();
    await configure({
      steps: [
        { mode: 'ALL', userIds: [a.userId, b.userId], roleIds: [] },
        { mode: 'ANY', userIds: [], roleIds: [role.id] },
      ],
    });
    const id = await newSupplier();
    await boss.call('POST', `uflo/${T}/submit`, { id });
    expect((await a.call('POST', `uflo/${T}/review`, { id, result: true })).data.status).toBe(1);
    expect((await a.call('POST', `uflo/${T}/review`, { id, result: true })).code).toBe(40301);
    expect((await c.call('POST', `uflo/${T}/review`, { id, result: true })).code).toBe(40301);
    expect((await b.call('POST', `uflo/${T}/review`, { id, result: true })).data.status).toBe(1);
    const s = await state(c, id);
    expect(s.data.openTask).toMatchObject({ stepIndex: 1, stepCount: 2 });
    expect(s.data.allowed.approve).toBe(true);
    expect((await c.call('POST', `uflo/${T}/review`, { id, result: true })).data.status).toBe(2);
  });
});

describe('review configuration rules', () => {
  it('refuses an empty step list when switched on, a foreign reviewer, and an unknown bill type', async () => {
    expect((await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: T, isUse: true, steps: [] })).code).toBe(
      40001,
    );
    const other = await createFactory(h.db, 'other');
    const foreign = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: T,
      isUse: true,
      steps: [{ userIds: [other.boss.userId] }],
    });
    expect(foreign.code).toBe(40001);
    expect((await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'NO_SUCH', isUse: false })).code).toBe(
      40402,
    );
  });

  it('needs fac.review.config to change', async () => {
    const staff = await reviewer();
    const res = await staff.call('POST', 'bill-review-config/updateOneConfig', { billType: T, isUse: false });
    expect(res.code).toBe(40301);
    expect(res.msg).toBe('抱歉，您没有操作权限');
  });

  it('lists configs and bill types', async () => {
    const res = await boss.call('GET', 'bill-review-config');
    expect(res.data.billTypes).toContainEqual({ billType: T, billTypeName: '物料供应商' });
    expect(res.data.configs.find((c: { billType: string }) => c.billType === T)).toBeTruthy();
  });
});

describe('tenancy and sessions', () => {
  it("another factory can neither see nor move this factory's bill", async () => {
    const id = await newSupplier();
    const other = await createFactory(h.db, 'intruder');
    const intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
    expect((await intruder.call('GET', `bill-report/detail/${id}`, { billType: T })).code).toBe(40402);
    expect((await intruder.call('POST', `uflo/${T}/submit`, { id })).code).toBe(40402);
    expect((await intruder.call('POST', `uflo/${T}/void`, { id })).code).toBe(40402);
    expect((await intruder.call('PUT', 'bill-report/list', { pageNo: 1, pageSize: 50, billId: id })).data.totalCount).toBe(0);
    expect((await state(boss, id)).data.status).toBe(0);
  });

  it('answers 440 without a session and names the field of a bad body', async () => {
    expect((await call(h.app, 'POST', `uflo/${T}/submit`, { id: '1' })).code).toBe(440);
    const bad = await boss.call('POST', `uflo/${T}/review`, { id: '1' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('result');
    expect((await boss.call('POST', `uflo/NOPE/submit`, { id: '1' })).code).toBe(40402);
  });

  it('the approval history lists events with filters', async () => {
    const res = await boss.call('PUT', 'bill-report/list', { pageNo: 1, pageSize: 5, operateTypes: ['SUBMIT'], billTypes: [T] });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(res.data.list.every((e: { action: string }) => e.action === 'SUBMIT')).toBe(true);
  });
});
