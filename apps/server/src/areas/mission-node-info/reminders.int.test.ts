import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';
import { nodeRemindersFor } from './index.js';
import { makeNodeWorld } from './node-info.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
const N = 'fac-mission-prcd-nodes';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'reminders');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.mission.node.details']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const upload = async (c: Client, name: string, type: string, content: Buffer) => {
  const res = await uploadTo(h.app, 'file/upload', c.sid, { content, name, type });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
};
const reminders = async (id: string) => (await boss.call('GET', `${N}/${id}/reminders`)).data;
const ctxOf = (c: Client) => ({ unitId: c.unitId, bossUnitId: c.bossUnitId });
const countRows = async () =>
  Number(
    (
      await h.db
        .selectFrom('missionNodeAlert')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ) +
  Number(
    (
      await h.db
        .selectFrom('missionNodeNote')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('automatic reminders and nodeRemindersFor', () => {
  it('pre-warns within warn days of the planned end until the node finishes', async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const world = await makeNodeWorld(h, boss, { planEndAt: soon, warnDays: 3 });
    const far = await makeNodeWorld(h, boss, { planEndAt: '2099-01-01', warnDays: 3 });
    const [first, second] = world.nodeIds as [string, string];
    expect((await reminders(first)).preWarning).toMatchObject({ planEndAt: soon, warnDays: 3 });
    await h.db.updateTable('missionNode').set({ status: 2 }).where('id', '=', second).execute();
    const badges = await nodeRemindersFor(h.db, ctxOf(boss), [world.missionId, far.missionId]);
    expect(badges).toEqual([
      { missionId: world.missionId, missionNodeId: first, kinds: ['preWarning'] },
      { missionId: world.missionId, missionNodeId: second, kinds: [] },
      { missionId: far.missionId, missionNodeId: far.nodeIds[0], kinds: [] },
      { missionId: far.missionId, missionNodeId: far.nodeIds[1], kinds: [] },
    ]);
    expect(await nodeRemindersFor(h.db, ctxOf(intruder), [world.missionId])).toEqual([]);
  });

  it('warns of a difference outside the band once the node finished, until dismissed at that quantity', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    await h.db.updateTable('missionNode').set({ diffMin: '-5', diffMax: '3', completedNum: '90' }).where('id', '=', id).execute();
    expect((await reminders(id)).difference).toBeNull();
    await h.db.updateTable('missionNode').set({ status: 2 }).where('id', '=', id).execute();
    expect((await reminders(id)).difference).toMatchObject({ low: '95', high: '103' });
    const dismissed = await boss.call('PUT', `${N}/${id}/notify-difference-warning-delete`, { instanceId: id });
    expect(dismissed.code, dismissed.msg).toBe(0);
    expect((await reminders(id)).difference).toBeNull();
    expect((await boss.call('PUT', `${N}/${id}/notify-difference-warning-delete`, {})).code).toBe(40902);
    await h.db.updateTable('missionNode').set({ completedNum: '110' }).where('id', '=', id).execute();
    expect((await nodeRemindersFor(h.db, ctxOf(boss), [world.missionId]))[0]!.kinds).toEqual(['difference']);
    await h.db.updateTable('missionNode').set({ completedNum: '100' }).where('id', '=', id).execute();
    expect((await reminders(id)).difference).toBeNull();
  });
});

describe('alerts: PUT {id}/alert and alert-cancel', () => {
  it('sets an alert with people and cancels it with a reason', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const set = await boss.call('PUT', `${N}/${id}/alert`, {
      message: '面料未到',
      notifyUserIds: [boss.userId],
      missionId: world.missionId,
    });
    expect(set.code, set.msg).toBe(0);
    const r = await reminders(id);
    expect(r.alerts).toEqual([
      expect.objectContaining({ message: '面料未到', notifyUsers: [{ id: boss.userId, name: expect.any(String) }] }),
    ]);
    expect((await nodeRemindersFor(h.db, ctxOf(boss), [world.missionId]))[0]!.kinds).toEqual(['alert']);
    const cancel = await boss.call('PUT', `${N}/${id}/alert-cancel`, { messageId: set.data.id, reason: '已到货' });
    expect(cancel.code, cancel.msg).toBe(0);
    expect((await reminders(id)).alerts).toEqual([]);
    const again = await boss.call('PUT', `${N}/${id}/alert-cancel`, { messageId: set.data.id });
    expect(again.code).toBe(40001);
    expect(JSON.stringify(again.data)).toContain('messageId');
  });

  it('refuses bad input naming the field with nothing written, and the usual refusals', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const before = await countRows();
    for (const [body, field] of [
      [{ message: '' }, 'message'],
      [{ message: 'x'.repeat(201) }, 'message'],
      [{ message: 'x', notifyUserIds: [intruder.userId] }, 'notifyUserIds.0'],
    ] as const) {
      const res = await boss.call('PUT', `${N}/${id}/alert`, body);
      expect(res.code, field).toBe(40001);
      expect(JSON.stringify(res.data)).toContain(field);
    }
    expect((await call(h.app, 'PUT', `${N}/${id}/alert`, { message: 'x' })).code).toBe(440);
    expect((await intruder.call('PUT', `${N}/${id}/alert`, { message: 'x' })).code).toBe(40402);
    expect((await powerless.call('PUT', `${N}/${id}/alert`, { message: 'x' })).code).toBe(40301);
    expect((await powerless.call('PUT', `${N}/${id}/alert-cancel`, { messageId: '1' })).code).toBe(40301);
    expect((await intruder.call('GET', `${N}/${id}/reminders`)).code).toBe(40402);
    expect(await countRows()).toBe(before);
  });
});

describe('remarks: notify-note-add, -update, -delete', () => {
  it('adds a remark with people and pictures, edits and deletes it', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const pic = await upload(boss, 'a.png', 'image/png', png);
    const add = await boss.call('POST', `${N}/${id}/notify-note-add`, {
      content: '袖口改短',
      chargers: [boss.userId],
      notePictureList: [pic],
    });
    expect(add.code, add.msg).toBe(0);
    const [note] = (await reminders(id)).notes;
    expect(note).toMatchObject({ content: '袖口改短', pictures: [{ id: pic, url: `/v1/api/file/${pic}` }] });
    expect((await nodeRemindersFor(h.db, ctxOf(boss), [world.missionId]))[0]!.kinds).toEqual(['note']);
    const upd = await boss.call('PUT', `${N}/${id}/notify-note-update`, {
      id: add.data.id,
      content: '袖口改短 2cm',
      notePictureList: [],
    });
    expect(upd.code, upd.msg).toBe(0);
    expect((await reminders(id)).notes[0]).toMatchObject({ content: '袖口改短 2cm', pictures: [], relatedUsers: [] });
    const del = await boss.call('PUT', `${N}/${id}/notify-note-delete`, { id: add.data.id, deleteReason: '写错' });
    expect(del.code, del.msg).toBe(0);
    expect((await reminders(id)).notes).toEqual([]);
    expect((await boss.call('PUT', `${N}/${id}/notify-note-delete`, { id: add.data.id })).code).toBe(40001);
  });

  it('refuses more than 8 pictures, a document, another factory’s picture, naming the field; and the usual refusals', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const pic = await upload(boss, 'a.png', 'image/png', png);
    const doc = await upload(boss, 'a.txt', 'text/plain', Buffer.from('hello'));
    const foreign = await upload(intruder, 'b.png', 'image/png', png);
    const before = await countRows();
    for (const [body, field] of [
      [{ content: 'x', notePictureList: Array(9).fill(pic) }, 'notePictureList'],
      [{ content: 'x', notePictureList: [pic, doc] }, 'notePictureList.1'],
      [{ content: 'x', notePictureList: [foreign] }, 'notePictureList.0'],
      [{ content: '', notePictureList: [] }, 'content'],
      [{ content: 'x', chargers: ['abc'] }, 'chargers'],
    ] as const) {
      const res = await boss.call('POST', `${N}/${id}/notify-note-add`, body);
      expect(res.code, field).toBe(40001);
      expect(JSON.stringify(res.data)).toContain(field);
    }
    expect((await call(h.app, 'POST', `${N}/${id}/notify-note-add`, { content: 'x' })).code).toBe(440);
    expect((await intruder.call('POST', `${N}/${id}/notify-note-add`, { content: 'x' })).code).toBe(40402);
    expect((await powerless.call('POST', `${N}/${id}/notify-note-add`, { content: 'x' })).code).toBe(40301);
    expect((await powerless.call('PUT', `${N}/${id}/notify-note-update`, { id: '1', content: 'x' })).code).toBe(40301);
    expect((await powerless.call('PUT', `${N}/${id}/notify-note-delete`, { id: '1' })).code).toBe(40301);
    expect((await powerless.call('PUT', `${N}/${id}/notify-difference-warning-delete`, {})).code).toBe(40301);
    expect((await intruder.call('PUT', `${N}/${id}/notify-difference-warning-delete`, {})).code).toBe(40402);
    expect(await countRows()).toBe(before);
  });
});
