import type { NodeProgressHeader } from '@gf/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportPathOf } from '../api/node-reports-api';

/** The report buttons a node's type offers: 上报完成数 (or 上报质检 / 上报抽检 / 标记完成) and 上报调整数 when allowed. */
export function ReportButtons({
  header,
  onReport,
  phone,
}: {
  header: NodeProgressHeader;
  onReport: (kind: 'complete' | 'adjust') => void;
  phone?: boolean;
}) {
  const { t } = useTranslation();
  const path = reportPathOf[header.typeCode];
  if (!path || !header.canReport) return null;
  const main =
    path === 'quality-checking-report'
      ? 'reportQc'
      : path === 'select_check' || path === 'select_check_quantity'
        ? 'reportSampling'
        : path === 'logic'
          ? 'markDone'
          : 'report';
  const hasAdjust = header.allowAdjustNum && path !== 'logic' && path !== 'quality-checking-report' && !path.startsWith('select');
  const size = phone ? 'large' : undefined;
  return (
    <Space wrap style={phone ? { width: '100%' } : undefined}>
      <Button type="primary" size={size} block={phone} onClick={() => onReport('complete')} data-testid="node-report">
        {t(`nodeReports.panel.${main}`)}
      </Button>
      {hasAdjust && (
        <Button size={size} block={phone} onClick={() => onReport('adjust')} data-testid="node-report-adjust">
          {t('nodeReports.panel.reportAdjust')}
        </Button>
      )}
    </Space>
  );
}
