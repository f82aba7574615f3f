import { PlusOutlined } from '@ant-design/icons';
import { PurchasePermission } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { usePurchaseConfig } from './PurchaseConfigDialog';
import '../locales/register';

/** "+ 一键采到送" (reference 06 §1): shown only while the unit's purchase configuration has one-step mode on. */
export function PickUpButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const config = usePurchaseConfig();
  if (!config.data?.oneStepEnabled) return null;
  return (
    <GuardedButton icon={<PlusOutlined />} permission={PurchasePermission.add} onClick={onClick} data-testid="pick-up">
      {t('purchasing.pickUp.button')}
    </GuardedButton>
  );
}
