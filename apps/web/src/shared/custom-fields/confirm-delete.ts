import { Code } from '@gf/contracts';
import type { HookAPI } from 'antd/es/modal/useModal';
import { ApiError } from '../api';
import { t } from '../i18n';

/**
 * Delete with the server's "in use" rule: confirm; a 40903 answer (records hold values) asks a second
 * time with the server's count and deletes with force only then.
 */
export function confirmDelete(
  modal: HookAPI,
  title: string,
  remove: (force: boolean) => Promise<unknown>,
  onDone: () => void,
): void {
  modal.confirm({
    title,
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await remove(false);
        onDone();
      } catch (error) {
        if (error instanceof ApiError && error.code === Code.inUse) {
          modal.confirm({
            title: t('capabilities.customFields.forceTitle'),
            content: error.message,
            okText: t('capabilities.customFields.forceOk'),
            okButtonProps: { danger: true },
            onOk: async () => {
              await remove(true);
              onDone();
            },
          });
        }
      }
    },
  });
}
