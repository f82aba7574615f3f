import '../../test/setup';
import type { ImportAcrossResult } from '@gf/contracts';
import type { ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { feedback } from '../feedback/feedback';
import { addMessages, changeLanguage } from '../i18n';
import { importAcrossApi } from './import-across-api';
import { createOrImport, importedMessage } from './import-offer';
import { importAcrossMessages } from './locales';

addMessages('importAcross', importAcrossMessages);

const offerText = '该客户在其他分厂已经存在，是否要导入本厂？';
const offer = () =>
  new ApiError(
    40901,
    offerText,
    {
      errors: [{ field: 'name', message: 'exists' }],
      importFrom: [{ id: '51', unitId: '9', unitName: '二分厂', name: '华南商贸' }],
    },
    false,
  );
const imported = (over: Partial<ImportAcrossResult> = {}): ImportAcrossResult => ({
  imported: [{ sourceId: '51', id: '77', name: '华南商贸', notes: [] }],
  skipped: [],
  ...over,
});

/** The confirm dialog answered as the user would: OK or cancel. */
function answerConfirm(accept: boolean) {
  return vi.spyOn(feedback.modal, 'confirm').mockImplementation((config: ModalFuncProps) => {
    void (accept ? config.onOk?.() : config.onCancel?.());
    return undefined;
  });
}

beforeEach(async () => {
  await changeLanguage('zh-CN');
});
afterEach(() => vi.restoreAllMocks());

describe('createOrImport', () => {
  it('answers the created record when the server creates it', async () => {
    const run = vi.spyOn(importAcrossApi, 'run');
    await expect(createOrImport(async () => ({ id: '5' }), 'fac/customer/importCustomer')).resolves.toEqual({ id: '5' });
    expect(run).not.toHaveBeenCalled();
  });

  it('asks with the server text and the factories, then imports the other factory record', async () => {
    const confirm = answerConfirm(true);
    const run = vi.spyOn(importAcrossApi, 'run').mockResolvedValue(imported());
    const saved = await createOrImport(() => Promise.reject(offer()), 'fac/customer/importCustomer');
    expect(saved).toEqual({ id: '77', importedFrom: '二分厂' });
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: offerText, content: '所在工厂：二分厂', okText: '导入本厂' });
    expect(run).toHaveBeenCalledWith('fac/customer/importCustomer', '9', ['51']);
    expect(importedMessage(saved)).toBe('已从「二分厂」导入');
    expect(importedMessage({ id: '5' })).toBeUndefined();
  });

  it('declined, rejects quietly (the form stays) and imports nothing', async () => {
    answerConfirm(false);
    const run = vi.spyOn(importAcrossApi, 'run');
    const error = await createOrImport(() => Promise.reject(offer()), 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).notified).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it('says why when the import skipped the record, and rejects', async () => {
    answerConfirm(true);
    vi.spyOn(importAcrossApi, 'run').mockResolvedValue(
      imported({ imported: [], skipped: [{ sourceId: '51', name: '华南商贸', reason: '本厂已有同名客户' }] }),
    );
    const warning = vi.spyOn(feedback.message, 'warning').mockImplementation(() => undefined as never);
    await expect(createOrImport(() => Promise.reject(offer()), 'x')).rejects.toBeInstanceOf(ApiError);
    expect(warning).toHaveBeenCalledWith('本厂已有同名客户');
  });

  it('shows any other refusal as the api client would (toast) and rejects as notified', async () => {
    const toast = vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
    const confirm = vi.spyOn(feedback.modal, 'confirm');
    const refused = new ApiError(40901, '客户名称已存在', { errors: [{ field: 'name', message: 'exists' }] }, false);
    const error = await createOrImport(() => Promise.reject(refused), 'x').catch((e: unknown) => e);
    expect((error as ApiError).notified).toBe(true);
    expect(toast).toHaveBeenCalledWith('客户名称已存在');
    expect(confirm).not.toHaveBeenCalled();
  });
});
