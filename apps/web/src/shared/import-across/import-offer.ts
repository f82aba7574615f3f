import { isImportOffer } from '@gf/contracts';
import { ApiError, handleAnswer } from '../api';
import { feedback } from '../feedback/feedback';
import { t } from '../i18n';
import { importAcrossApi } from './import-across-api';

/** A refusal already answered by the user (the offer declined): no toast follows. */
const declined = (error: ApiError) => new ApiError(error.code, error.msg, error.data, true);

function askToImport(message: string, factories: string): Promise<boolean> {
  return new Promise((resolve) =>
    feedback.modal.confirm({
      title: message,
      width: 480,
      content: t('importAcross.offerFrom', { factories }),
      okText: t('importAcross.importIt'),
      cancelText: t('common.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}

/**
 * A create call that the server may answer with the offer to import the record another factory of the company has
 * (40901 with data.importFrom: "该客户在其他分厂已经存在，是否要导入本厂？"). `create` must call silently: any other
 * refusal is shown here as the api client would have shown it. Asked and accepted, the other factory's record is
 * imported through `importPath` and its new id answered with the factory's name (`importedMessage`); declined, the form stays open (the promise rejects quietly).
 */
export async function createOrImport<T extends { id: string }>(
  create: () => Promise<T>,
  importPath: string,
): Promise<T | { id: string; importedFrom: string }> {
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof ApiError) || error.notified) throw error;
    if (!isImportOffer(error.data)) return handleAnswer({ code: error.code, msg: error.msg, data: error.data }) as never;
    const [first] = error.data.importFrom;
    const factories = [...new Set(error.data.importFrom.map((r) => r.unitName))].join('、');
    if (!first || !(await askToImport(error.msg, factories))) throw declined(error);
    const result = await importAcrossApi.run(importPath, first.unitId, [first.id]);
    const imported = result.imported[0];
    if (!imported) {
      feedback.message.warning(result.skipped[0]?.reason ?? error.msg);
      throw declined(error);
    }
    return { id: imported.id, importedFrom: first.unitName };
  }
}

/** The form's success message when `createOrImport` imported the record instead of creating it. */
export function importedMessage(saved: unknown): string | undefined {
  const from = (saved as { importedFrom?: unknown } | null)?.importedFrom;
  return typeof from === 'string' ? t('importAcross.importedFrom', { factory: from }) : undefined;
}
