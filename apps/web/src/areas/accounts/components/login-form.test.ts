import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { isClaimed } from '../../../shared/api/field-text';
import { emptyLoginValues, missingFields, requiredError, serverFieldErrors } from './login-form';

// A stand-in for i18next's t: "请输入{{label}}" with the label key as the label.
const t = (key: string, options?: Record<string, unknown>) =>
  key === 'forms.pleaseInput' ? `请输入${String(options?.label)}` : key;

const invalid = (errors: { field: string; message: string }[], msg = 'bad input') => new ApiError(40001, msg, { errors });

describe('login form: required fields', () => {
  it.each([
    ['account', { loginName: '', password: '' }, ['loginName', 'password']],
    ['account', { loginName: '   ', password: 'x' }, ['loginName']],
    ['account', { loginName: 'demo', password: '  ' }, ['password']],
    ['account', { loginName: 'demo', password: 'x', bossCode: '' }, []],
    ['workbay', { bossCode: '', workNo: '', password: '' }, ['bossCode', 'workNo', 'password']],
    ['workbay', { bossCode: 'NIU', workNo: ' ', password: 'p' }, ['workNo']],
    ['workbay', { bossCode: 'NIU', workNo: '7', password: 'p', loginName: '' }, []],
  ] as const)('%s tab with %j misses %j', (mode, typed, missing) => {
    const errors = missingFields(mode, { ...emptyLoginValues, ...typed }, t);
    expect(Object.keys(errors)).toEqual(missing);
  });

  it('names the field in the message', () => {
    expect(requiredError('loginName', '', t)).toBe('请输入accounts.login.account');
    expect(requiredError('workNo', ' ', t)).toBe('请输入accounts.login.workNo');
    expect(requiredError('password', 'secret', t)).toBeUndefined();
  });
});

describe("login form: the server's bad-input answer under the fields", () => {
  it('puts each field message under its field and claims the answer (no toast)', () => {
    const error = invalid([{ field: 'loginName', message: '账号最多60个字符' }]);
    expect(serverFieldErrors('account', error)).toEqual({ loginName: '账号最多60个字符' });
    expect(isClaimed(error)).toBe(true);
  });

  it("maps workbayLogin's loginName to the 工号 field and joins two messages of one field", () => {
    const error = invalid([
      { field: 'bossCode', message: '老板代码为2-12位字母或数字' },
      { field: 'loginName', message: '工号不能为空' },
      { field: 'loginName', message: '工号太长' },
    ]);
    expect(serverFieldErrors('workbay', error)).toEqual({
      bossCode: '老板代码为2-12位字母或数字',
      workNo: '工号不能为空; 工号太长',
    });
  });

  it("falls back to the answer's text when a field has no message", () => {
    expect(serverFieldErrors('account', invalid([{ field: 'password', message: '' }], '密码不能为空'))).toEqual({
      password: '密码不能为空',
    });
  });

  it.each([
    ['a field the tab does not show', invalid([{ field: 'deviceCode', message: 'too long' }]), 'account'],
    ['bossCode on the account tab', invalid([{ field: 'bossCode', message: 'x' }]), 'account'],
    ['no field named', invalid([]), 'account'],
    ['another code', new ApiError(40101, '密码错误', null), 'account'],
    ['not an api error', new Error('network'), 'workbay'],
  ] as const)('leaves %s to the api client', (_case, error, mode) => {
    expect(serverFieldErrors(mode, error)).toBeNull();
    if (error instanceof ApiError) expect(isClaimed(error)).toBe(false);
  });
});
