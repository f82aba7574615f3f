import { ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../session/permission';
import { excelApi } from './excel-api';

export interface ExportButtonProps {
  /** The export call, e.g. 'supplier/exportExcel'. */
  path: string;
  /** The list's current filters, read when clicked. */
  body?: () => unknown;
  permission?: string;
  label?: string;
}

/** 导出: downloads the xlsx the server streams for the list's current filters. */
export function ExportButton({ path, body, permission, label }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <GuardedButton
      icon={<ExportOutlined />}
      permission={permission}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await excelApi.exportFile(path, body?.() ?? {});
        } catch {
          // shown by the api client
        } finally {
          setBusy(false);
        }
      }}
      data-testid="export-button"
    >
      {busy ? t('capabilities.excel.exporting') : (label ?? t('capabilities.excel.export'))}
    </GuardedButton>
  );
}
