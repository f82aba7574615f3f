import { DownOutlined } from '@ant-design/icons';
import { NodeReportPermission, type WymQcOutcome, type WymRow } from '@gf/contracts';
import { Button, Dropdown, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/session/permission';
import { qcActions, type WymQcAction } from './qc-actions';
import { StatusTag } from './StatusTag';
import '../locales/register';

const OUTCOME_COLORS: Record<WymQcOutcome, string> = {
  QUALIFIED: 'green',
  DEFECTIVE: 'red',
  REPAIRED: 'cyan',
  WASTE: 'default',
};

/** A QC node's cell: the code's result there (合格 / 次品 / 返修合格 / 报废, or its status) and the 质检 actions. */
export function WymQcCell({ row, nodeId, onAction }: { row: WymRow; nodeId: string; onAction: (action: WymQcAction) => void }) {
  const { t } = useTranslation();
  const q = (k: string) => t(`uniqueCodes.qc.${k}`);
  const canReport = usePermission(NodeReportPermission.report);
  const status = row.statuses[nodeId] ?? 0;
  const outcome = row.outcomes[nodeId];
  const actions = canReport ? qcActions(status, outcome) : [];
  return (
    <Space size={4}>
      {outcome && status === 2 ? (
        <Tag color={OUTCOME_COLORS[outcome]} data-testid={`wym-qc-outcome-${row.code}`}>
          {q(`outcomes.${outcome}`)}
        </Tag>
      ) : (
        <StatusTag status={status} />
      )}
      {actions.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: actions.map((a) => ({ key: a, label: q(a), 'data-testid': `wym-qc-${a}` })),
            onClick: ({ key }) => onAction(key as WymQcAction),
          }}
        >
          <Button size="small" type="link" data-testid={`wym-qc-menu-${row.code}`}>
            {q('menu')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
