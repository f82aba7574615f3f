import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPermission } from '../session/permission';
import { useListRefresh } from './ListPage';

export interface RowConfirm {
  /** Checked before asking (a refusal is shown by checkPermission); omitted: no check. */
  permission?: string;
  title: ReactNode;
  content: ReactNode;
  /** A delete: red OK button reading 删除 instead of 确定. */
  isDelete?: boolean;
  /** The request; an error keeps the dialog open (the api client shows it). */
  run: () => Promise<unknown>;
  /** Toast after the request; none when omitted. */
  successMessage?: string;
}

/** A row action behind a confirm dialog (enable/disable, delete): ask, run, toast, refresh the list. */
export function useRowConfirm(listKey: string): (action: RowConfirm) => void {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refresh = useListRefresh(listKey);
  return ({ permission, title, content, isDelete, run, successMessage }) => {
    if (permission && !checkPermission(permission)) return;
    modal.confirm({
      title,
      content,
      ...(isDelete ? { okButtonProps: { danger: true } } : {}),
      okText: isDelete ? t('common.delete') : t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await run();
        if (successMessage !== undefined) message.success(successMessage);
        await refresh();
      },
    });
  };
}
