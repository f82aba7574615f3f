import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { PrintFrame } from '../../../shared/print';
import { uniqueCodesApi } from '../api/unique-codes-api';
import { WymLabel } from '../components/WymLabel';
import '../locales/register';

/** /missionWym/print 打印唯一码: the labels of the status page's choice (route state: the print call's body). */
export function WymPrintPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const body = (location.state as { body?: Record<string, unknown> | null } | null)?.body;
  const labels = useQuery({
    queryKey: ['uniqueCodes', 'labels', body],
    enabled: Boolean(body),
    queryFn: () => uniqueCodesApi.labels(body!),
  });
  return (
    <div>
      <PageHeader title={t('uniqueCodes.label.title')} />
      {!body && <Alert type="info" message={t('uniqueCodes.label.empty')} />}
      {labels.isLoading && <Spin />}
      {labels.data && (
        <PrintFrame
          items={labels.data}
          itemKey={(r) => r.id}
          defaultFormat="60x40"
          renderLabel={(r, format) => <WymLabel row={r} size={format.label} />}
        />
      )}
    </div>
  );
}
