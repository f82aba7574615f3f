import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchSelect } from '../../../shared/search-select';
import { wymNodeLoader } from '../api/unique-codes-api';
import '../locales/register';

/**
 * The unique-code pages opened from the menu have no node yet: choose a live mission's unique-code cutting node
 * (searched by mission or style number), then the page opens on it (`?nodeId=`).
 */
export function WymNodePicker({ path }: { path: '/missionWym' | '/missionWymStatus' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card size="small" style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t('uniqueCodes.picker.hint')}</Typography.Paragraph>
      <SearchSelect
        single
        loader={wymNodeLoader}
        placeholder={t('uniqueCodes.picker.placeholder')}
        style={{ width: 480 }}
        onChange={(v) => v && void navigate(`${path}?nodeId=${encodeURIComponent(String(v))}`)}
        data-testid="wym-node-picker"
      />
    </Card>
  );
}
