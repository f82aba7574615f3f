import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerFrameworkError, installErrorHandlers } from './error-handler.js';

/** Errors from every layer leave as the envelope with the right code and field. */
const app = Fastify({ frameworkErrors: answerFrameworkError });
const thrown: Record<string, () => unknown> = {
  zod: () => z.object({ billType: z.string() }).parse({}),
  invalidText: () => Object.assign(new Error('invalid input syntax for type bigint'), { code: '22P02' }),
  outOfRange: () => Object.assign(new Error('value out of range'), { code: '22003' }),
  stackDepth: () => Object.assign(new Error('stack depth limit exceeded'), { code: '54001' }),
  unique: () =>
    Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'supplier_unit_name_key',
      detail: 'Key (unit_id, name)=(1, a) already exists.',
    }),
  deadlock: () => Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  invalidDate: () => new Date(Number.NaN).toISOString(),
  unexpected: () => new Error('boom'),
};

beforeAll(async () => {
  installErrorHandlers(app);
  app.get('/throw/:kind', async (req) => {
    const make = thrown[(req.params as { kind: string }).kind]!;
    const result = make();
    throw result instanceof Error ? result : new Error('no error');
  });
  app.get('/p/:id', async () => 'ok');
  await app.ready();
});
afterAll(() => app.close());

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  const body = res.json() as { code: number; msg: string; data: { errors?: { field: string }[] } | null };
  return { status: res.statusCode, code: body.code, fields: (body.data?.errors ?? []).map((e) => e.field), body };
}

describe('error handler', () => {
  it.each([
    ['zod', 400, 40001, ['billType']],
    ['invalidText', 400, 40001, ['(input)']],
    ['outOfRange', 400, 40001, ['(input)']],
    ['stackDepth', 400, 40001, ['(input)']],
    ['unique', 409, 40901, ['name']],
    ['deadlock', 409, 40905, []],
    ['invalidDate', 400, 40001, ['(date)']],
    ['unexpected', 500, 500, []],
  ])('%s answers HTTP %d with code %d', async (kind, status, code, fields) => {
    const res = await get(`/throw/${kind}`);
    expect(res.status).toBe(status);
    expect(res.code).toBe(code);
    expect(res.fields).toEqual(fields);
  });

  it('a URL the router cannot decode and an over-long parameter answer the envelope', async () => {
    expect(await get('/p/%zz')).toMatchObject({ status: 400, code: 40001, fields: ['(path)'] });
    expect(await get(`/p/${'1'.repeat(500)}`)).toMatchObject({ status: 400, code: 40001, fields: ['(path)'] });
  });

  it('a server error shows no stack, only the request id', async () => {
    const res = await get('/throw/unexpected');
    expect(JSON.stringify(res.body)).not.toContain('boom');
    expect(res.body.data).toHaveProperty('requestId');
  });
});
