import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BillLabelTab } from '../components/BillLabelTab';
import { DefectiveLabelTab } from '../components/DefectiveLabelTab';
import '../locales/register';

/** 标签管理 (/selfFacInferiorTag): defective labels and bill labels. */
export function LabelPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('factory.label.title')}>
      <Tabs
        items={[
          { key: 'defective', label: t('factory.label.defectiveTab'), children: <DefectiveLabelTab /> },
          { key: 'bill', label: t('factory.label.billTab'), children: <BillLabelTab /> },
        ]}
      />
    </Card>
  );
}

/** 集团次品标签 (/publicInferior): the company's defective labels, offered in every factory of the company. */
export function CompanyLabelPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('factory.label.companyTitle')}>
      <Typography.Paragraph type="secondary">{t('factory.label.companyHint')}</Typography.Paragraph>
      <DefectiveLabelTab level="COMPANY" />
    </Card>
  );
}
