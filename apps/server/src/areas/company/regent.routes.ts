import { bossUnitNoInput, joinUnitInput, regentConfigIdInput, regentEnabledInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import {
  addBossUnitNo,
  deleteBossUnitNo,
  fullPush,
  fullReceived,
  joinUnit,
  regentConfig,
  setRegentEnabled,
} from './regent.service.js';

/** fac-regent-central config: joining a factory to another company by that company's boss code (README). */
export function registerRegentRoutes(app: FastifyInstance): void {
  const tags = ['company'];
  const db = app.db;
  const defaults = app.config.chargeLimitDefaults;
  const base = 'fac-regent-central/config';
  const common = { tags, auth: 'user' as const, permission: 'company.factory.join' };

  route(app, {
    ...common,
    method: 'GET',
    url: `${base}/list`,
    summary: 'sendList: companies we agree to send factories to; receivedList: companies agreeing to send theirs to us',
    handler: ({ ctx }) => regentConfig(db, ctx),
  });
  route(app, {
    ...common,
    method: 'POST',
    url: `${base}/addBossUnitNo`,
    summary: 'Agree to exchange factories with the company of this boss code',
    body: bossUnitNoInput,
    handler: ({ body, ctx }) => addBossUnitNo(db, ctx, body.bossUnitNo),
  });
  route(app, {
    ...common,
    method: 'POST',
    url: `${base}/deleteBossUnitNo`,
    summary: 'Withdraw the agreement with the company of this boss code',
    body: bossUnitNoInput,
    handler: ({ body, ctx }) => deleteBossUnitNo(db, ctx, body.bossUnitNo),
  });
  route(app, {
    ...common,
    method: 'POST',
    url: `${base}/enabled`,
    summary: 'Pause or resume one of our entries (configId)',
    body: regentEnabledInput,
    handler: ({ body, ctx }) => setRegentEnabled(db, ctx, body),
  });
  route(app, {
    ...common,
    method: 'POST',
    url: `${base}/joinUnit`,
    summary: 'Move a factory of ours that holds no data (unitId) into the company of the boss code; both must agree',
    body: joinUnitInput,
    handler: ({ body, ctx }) => joinUnit(db, ctx, defaults, body),
  });
  route(app, {
    ...common,
    method: 'POST',
    url: `${base}/fullPush`,
    summary: 'Every factory of ours that can move joins the partner of our entry configId: successNum, faithNum',
    body: regentConfigIdInput,
    handler: ({ body, ctx }) => fullPush(db, ctx, defaults, body.configId),
  });
  route(app, {
    ...common,
    method: 'POST',
    url: `${base}/fullReceived`,
    summary: 'Every factory that can move of the company whose entry configId names us joins our company',
    body: regentConfigIdInput,
    handler: ({ body, ctx }) => fullReceived(db, ctx, defaults, body.configId),
  });
}
