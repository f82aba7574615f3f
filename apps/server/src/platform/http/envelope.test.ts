import { describe, expect, it } from 'vitest';
import { JsonText, ok, okJsonText } from './envelope.js';

describe('okJsonText', () => {
  it('gives the same envelope as ok() for the data the text holds', () => {
    const data = { list: [{ id: '1', name: '车缝 "A"', nodes: {} }], totalCount: 1 };
    expect(JSON.parse(okJsonText(new JsonText(JSON.stringify(data))))).toEqual(ok(data));
    expect(JSON.parse(okJsonText(new JsonText('[]'), 'done'))).toEqual({ code: 0, msg: 'done', data: [] });
  });
});
