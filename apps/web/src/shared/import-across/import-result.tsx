import type { ImportAcrossResult } from '@gf/contracts';
import { Tag, Typography } from 'antd';
import { feedback } from '../feedback/feedback';
import { t } from '../i18n';

/** The answer of an import: how many were imported and skipped, each skipped one with its reason, notes beside. */
export function showImportResult(result: ImportAcrossResult): void {
  const lines = [
    ...result.imported.map((r) => ({ key: `i${r.sourceId}`, ok: true, name: r.name, text: r.notes.join('；') })),
    ...result.skipped.map((r) => ({ key: `s${r.sourceId}`, ok: false, name: r.name, text: r.reason })),
  ];
  feedback.modal[result.skipped.length ? 'warning' : 'info']({
    title: t('importAcross.resultTitle'),
    width: 560,
    content: (
      <div data-testid="import-result">
        <Typography.Paragraph>
          {t('importAcross.resultSummary', { imported: result.imported.length, skipped: result.skipped.length })}
        </Typography.Paragraph>
        {lines.map((l) => (
          <div key={l.key} style={{ marginBottom: 4 }}>
            <Tag color={l.ok ? 'green' : 'orange'}>{l.ok ? t('importAcross.importedItem') : t('importAcross.skippedItem')}</Tag>
            <Typography.Text strong>{l.name}</Typography.Text>
            {l.text ? <Typography.Text type="secondary">{`：${l.text}`}</Typography.Text> : null}
          </div>
        ))}
      </div>
    ),
  });
}
