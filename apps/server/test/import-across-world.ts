import type { Harness } from './harness.js';
import { addFactory, call, createFactory, createStaff, signIn, type Client, type FactoryFixture } from './harness.js';

/**
 * The import-across tests' company: factories A and B of one company, the boss signed into each (two sessions), a
 * staff account of A holding `permissions` (it may not enter B), one holding none, and a factory of another company.
 */
export interface ImportWorld {
  fixture: FactoryFixture;
  /** The boss in factory A: the target of every import. */
  bossA: Client;
  /** The boss in factory B: where the records to import are made. */
  bossB: Client;
  factoryB: string;
  /** Linked to A only, with the permissions asked for. */
  staffA: Client;
  /** Linked to A only, no permission. */
  powerless: Client;
  /** A factory of another company. */
  foreignUnitId: string;
}

/** Moves a signed-in client into another of its factories (login/switchUnit). */
export async function enter(h: Harness, client: Client, unitId: string): Promise<Client> {
  const res = await call(h.app, 'POST', 'login/switchUnit', { unitId }, { cookie: `sid=${client.sid}` });
  if (res.code !== 0) throw new Error(`switchUnit failed: ${res.code} ${res.msg}`);
  return { ...client, unitId };
}

export async function makeImportWorld(h: Harness, permissions: string[]): Promise<ImportWorld> {
  const fixture = await createFactory(h.db, 'imp');
  const factoryB = await addFactory(h.db, fixture, 'imp B');
  const bossA = await signIn(h.app, fixture.boss.loginName, fixture.boss.password);
  const bossB = await enter(h, await signIn(h.app, fixture.boss.loginName, fixture.boss.password), factoryB);
  const staff = await createStaff(h.db, fixture, permissions);
  const none = await createStaff(h.db, fixture, []);
  const foreign = await createFactory(h.db, 'foreign');
  return {
    fixture,
    bossA,
    bossB,
    factoryB,
    staffA: await signIn(h.app, staff.loginName, staff.password),
    powerless: await signIn(h.app, none.loginName, none.password),
    foreignUnitId: foreign.unitId,
  };
}
