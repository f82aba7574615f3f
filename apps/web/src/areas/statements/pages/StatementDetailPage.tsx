import { statementPartnerTypes, type StatementPartnerType } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { statementsApi } from '../api/statements-api';
import { StatementDetailView } from '../components/StatementDetailView';
import '../locales/register';

/**
 * 对账明细 (/finance/statementDetail?type=&partnerId=&startDate=&endDate=): one partner's head (opening, increase,
 * decrease, closing) and its lines with the running balance; each line's document opens its own detail page.
 */
export function StatementDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const rawType = search.get('type');
  const type: StatementPartnerType = statementPartnerTypes.find((s) => s === rawType) ?? 'SUPPLIER';
  const partnerId = search.get('partnerId') ?? '';
  return (
    <StatementDetailView
      type={type}
      partnerId={partnerId}
      title={t('statements.menu.detail')}
      queryKey={['statement-detail', type, partnerId]}
      fetch={(paging) => statementsApi.detail(type, { ...paging, partnerId })}
      exportPath={statementsApi.detailExport(type)}
      exportBody={(paging) => ({ ...paging, partnerId })}
    />
  );
}
