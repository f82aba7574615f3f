import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportJobView } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { excelApi, importJobKey } from './excel-api';

export interface ImportDialogProps {
  open: boolean;
  /** What is imported, shown in the title ("物料供应商"). */
  what: string;
  /** The area's prefix of the import calls: 'supplier' → supplier/importTemplate, importExcel, importExcel/commit. */
  base: string;
  /** The root the area's calls live under when not /v1/api (e.g. '/v1' for /v1/stock/change/...). */
  apiBase?: string;
  onClose: () => void;
  /** After a successful commit (refresh the list). */
  onImported?: (job: ImportJobView) => void;
}

/**
 * 从Excel导入 (reference 11 section 6): download the template, choose a file, see every bad row with its
 * reasons (and download them), then import all rows at once; the progress bar polls the import job.
 */
export function ImportDialog({ open, what, base, apiBase, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportJobView | null>(null);
  const [checking, setChecking] = useState(false);
  const [committing, setCommitting] = useState(false);
  // The finished job is announced once, whatever re-renders follow.
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (open) return;
    setFile(null);
    setChecked(null);
    setCommitting(false);
  }, [open]);

  const importId = checked?.importId ?? null;
  const job = useQuery({
    queryKey: importJobKey(importId),
    queryFn: () => excelApi.job(importId!),
    enabled: committing && importId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'COMMITTING' || !q.state.data ? 500 : false),
  });
  const live = committing ? (job.data ?? checked) : checked;

  useEffect(() => {
    if (!committing || !job.data) return;
    if (job.data.status === 'COMMITTED' && announced.current !== job.data.importId) {
      announced.current = job.data.importId;
      message.success(t('capabilities.excel.done', { count: job.data.result?.written ?? job.data.total }));
      onImported?.(job.data);
      onClose();
    }
  }, [committing, job.data, message, onClose, onImported, t]);

  const check = async (chosen: File) => {
    setFile(chosen);
    setChecked(null);
    setChecking(true);
    try {
      setChecked(await excelApi.dryRun(base, chosen, apiBase));
    } catch {
      // shown by the api client
    } finally {
      setChecking(false);
    }
  };

  const commit = async () => {
    if (!checked) return;
    try {
      const started = await excelApi.commit(base, checked.importId, apiBase);
      setChecked(started);
      setCommitting(true);
    } catch {
      // shown by the api client; a row that became a duplicate is reported by the refreshed job
      setChecked(await excelApi.job(checked.importId).catch(() => checked));
    }
  };

  const failedNow = live?.status === 'FAILED';
  const running = live?.status === 'COMMITTING';
  const canCommit = Boolean(checked && checked.status === 'VALIDATED' && checked.failed === 0 && !committing);

  return (
    <Modal
      open={open}
      title={t('capabilities.excel.importTitle', { what })}
      width={760}
      onCancel={running ? undefined : onClose}
      closable={!running}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose} disabled={running}>
            {t('common.cancel')}
          </Button>
          <Button
            type="primary"
            disabled={!canCommit}
            loading={running}
            onClick={() => void commit()}
            data-testid="import-commit"
          >
            {t('capabilities.excel.confirm')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          disabled={checking || running}
          beforeUpload={(chosen) => {
            void check(chosen);
            return false;
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : t('capabilities.excel.dragHint')}</p>
          <p className="ant-upload-hint">{checking ? t('capabilities.excel.checking') : t('capabilities.excel.sizeHint')}</p>
        </Upload.Dragger>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          onClick={() => void excelApi.downloadTemplate(base, apiBase).catch(() => undefined)}
          style={{ paddingLeft: 0 }}
        >
          {t('capabilities.excel.downloadTemplate')}
        </Button>

        {live && live.failed > 0 && (
          <>
            <Alert
              type="warning"
              showIcon
              message={t('capabilities.excel.summary', { total: live.total, ok: live.total - live.failed, failed: live.failed })}
              description={t('capabilities.excel.likelyReasons')}
              action={
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => void excelApi.downloadFailedRows(live.importId).catch(() => undefined)}
                >
                  {t('capabilities.excel.downloadFailed')}
                </Button>
              }
            />
            <Table
              size="small"
              rowKey={(e) => `${e.rowNo}-${e.column ?? ''}-${e.reason}`}
              dataSource={live.errors}
              pagination={{ pageSize: 8, hideOnSinglePage: true, size: 'small' }}
              columns={[
                { key: 'rowNo', title: t('capabilities.excel.rowNo'), dataIndex: 'rowNo', width: 80 },
                {
                  key: 'column',
                  title: t('capabilities.excel.column'),
                  dataIndex: 'header',
                  width: 160,
                  render: (v: string | null, e) => v ?? e.column ?? '',
                },
                {
                  key: 'reason',
                  title: t('capabilities.excel.reason'),
                  dataIndex: 'reason',
                  render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
                },
              ]}
              data-testid="import-errors"
            />
          </>
        )}
        {live && live.failed === 0 && live.status === 'VALIDATED' && (
          <Alert type="success" showIcon message={t('capabilities.excel.allGood', { total: live.total })} />
        )}
        {live && (running || live.status === 'COMMITTED') && (
          <div>
            <Typography.Text>
              {t('capabilities.excel.importing', { processed: live.processed, total: live.total })}
            </Typography.Text>
            <Progress percent={live.total ? Math.floor((live.processed / live.total) * 100) : 0} status="active" />
          </div>
        )}
        {failedNow && (
          <Alert type="error" showIcon message={t('capabilities.excel.failed', { message: live.result?.message ?? '' })} />
        )}
      </Space>
    </Modal>
  );
}
