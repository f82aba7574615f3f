import type { ImportAcrossRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importAcrossApi, useImportSources } from './import-across-api';
import { showImportResult } from './import-result';

export interface ImportAcrossDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an import that copied at least one record (refresh the list). */
  onImported: () => void;
  /** The records' word in the title: "从其他工厂导入客户". */
  title: string;
  /** The source factory's records (ImportAcrossListInput -> ImportAcrossRow page). */
  listPath: string;
  /** The import call (ImportAcrossInput -> ImportAcrossResult). */
  importPath: string;
  nameTitle: string;
  /** The code column's title; no column when left out. */
  codeTitle?: string;
}

const pageSize = 10;

/**
 * 从其他工厂导入: another factory of the company the user enters, its records (keyword, paged), several chosen and
 * copied into this factory in one call; the answer lists what was imported and what was skipped, with reasons.
 */
export function ImportAcrossDialog({
  open,
  onClose,
  onImported,
  title,
  listPath,
  importPath,
  nameTitle,
  codeTitle,
}: ImportAcrossDialogProps) {
  const { t } = useTranslation();
  const sources = useImportSources();
  const [sourceUnitId, setSourceUnitId] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSourceUnitId((current) => current ?? sources[0]?.id);
    setSelected([]);
  }, [open, sources]);

  const page = useQuery({
    queryKey: ['importAcross', listPath, sourceUnitId, keyword, pageNo],
    enabled: open && Boolean(sourceUnitId),
    queryFn: () => importAcrossApi.list(listPath, { sourceUnitId, keyword: keyword || undefined, pageNo, pageSize }),
  });

  const run = async () => {
    if (!sourceUnitId || !selected.length) return;
    setImporting(true);
    try {
      const result = await importAcrossApi.run(importPath, sourceUnitId, selected);
      setSelected([]);
      showImportResult(result);
      if (result.imported.length) onImported();
      await page.refetch();
    } catch {
      // shown by the api client
    } finally {
      setImporting(false);
    }
  };

  const columns = [
    { key: 'name', title: nameTitle, dataIndex: 'name' },
    ...(codeTitle ? [{ key: 'code', title: codeTitle, dataIndex: 'code' }] : []),
    { key: 'summary', title: t('importAcross.summary'), dataIndex: 'summary', ellipsis: true },
    {
      key: 'existsHere',
      title: t('importAcross.here'),
      dataIndex: 'existsHere',
      width: 100,
      render: (v: boolean) => (v ? <Tag>{t('importAcross.existsHere')}</Tag> : null),
    },
  ];

  return (
    <Modal
      open={open}
      title={title}
      width={820}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button
            type="primary"
            loading={importing}
            disabled={!selected.length}
            onClick={() => void run()}
            data-testid="import-across-run"
          >
            {t('importAcross.importSelected', { count: selected.length })}
          </Button>
        </Space>
      }
    >
      {sources.length === 0 ? (
        <Alert type="info" showIcon title={t('importAcross.noSources')} />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            <span>{t('importAcross.sourceFactory')}</span>
            <Select
              style={{ width: 220 }}
              value={sourceUnitId}
              placeholder={t('importAcross.chooseFactory')}
              options={sources.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(v: string) => {
                setSourceUnitId(v);
                setPageNo(1);
                setSelected([]);
              }}
              data-testid="import-across-source"
            />
            <Input.Search
              allowClear
              style={{ width: 260 }}
              placeholder={t('importAcross.search')}
              onSearch={(v) => {
                setKeyword(v.trim());
                setPageNo(1);
              }}
            />
          </Space>
          <Table<ImportAcrossRow>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={page.data?.list ?? []}
            loading={page.isFetching}
            rowSelection={{
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              onChange: (keys) => setSelected(keys.map(String)),
              getCheckboxProps: (r) => ({ disabled: r.existsHere }),
            }}
            pagination={{
              current: pageNo,
              pageSize,
              total: page.data?.totalCount ?? 0,
              showTotal: (total) => t('common.total', { total }),
              showSizeChanger: false,
              onChange: setPageNo,
            }}
          />
        </>
      )}
    </Modal>
  );
}
