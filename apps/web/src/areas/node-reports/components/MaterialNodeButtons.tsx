import { DeliveryPermission, RemnantPermission, type NodeProgressHeader } from '@gf/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GuardedButton } from '../../../shared/session/permission';

/**
 * A material node's panel (到料型 / 自由送料型): its progress moves with reviewed deliveries, not reports, so the panel
 * offers 送料 (a delivery for this mission, its BOM's open quantities offered by 按工单添加) and 余料退回 (a remnant
 * return naming the mission, with 生产参考余料), both forms opened with the mission chosen.
 */
export function MaterialNodeButtons({ header }: { header: NodeProgressHeader }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (header.typeCode !== 'material' && header.typeCode !== 'freedom_material') return null;
  const mission = encodeURIComponent(header.missionId);
  return (
    <Space wrap>
      <GuardedButton
        permission={DeliveryPermission.add}
        type="primary"
        onClick={() => void navigate(`/newPayoffOrder?missionId=${mission}`)}
        data-testid="node-delivery"
      >
        {t('nodeReports.panel.delivery')}
      </GuardedButton>
      <GuardedButton
        permission={RemnantPermission.add}
        onClick={() => void navigate(`/newFeedback?missionId=${mission}`)}
        data-testid="node-remnant"
      >
        {t('nodeReports.panel.remnant')}
      </GuardedButton>
    </Space>
  );
}
