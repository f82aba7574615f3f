import { addSysLabelInput } from '@gf/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelApi } from '../api/factory-api';
import { LabelTab } from './LabelTab';
import '../locales/register';

const billTypes = ['MATERIALS_PURCHASE', 'MATERIALS_ARRIVE', 'PURCHASE_DEMAND', 'FEE', 'PAYMENT', 'PAYMENT_APPLY'] as const;

/** 单据标签: coloured labels per bill type, used by later bill areas (purchase, arrival, fee ...). */
export function BillLabelTab() {
  const { t } = useTranslation();
  const [billType, setBillType] = useState<string>(billTypes[0]);
  return (
    <LabelTab
      permission="fac.billLabel.manage"
      queryKey={['factory', 'billLabels', billType]}
      load={async () => (await labelApi.bill(billType)).map((r) => ({ id: r.id, name: r.name, colour: r.colour }))}
      nameRule={addSysLabelInput.shape.name}
      add={(name, colour) => labelApi.addBill({ billType, name, colour })}
      rename={(item, name) => labelApi.updateBill({ id: item.id, name, colour: item.colour })}
      recolour={(item, colour) => labelApi.updateBill({ id: item.id, name: item.name, colour })}
      remove={(item) => labelApi.removeBill(item.id)}
      toolbarPrefix={
        <>
          <span>{t('factory.label.billType')}</span>
          <Select
            style={{ width: 180 }}
            value={billType}
            onChange={setBillType}
            options={billTypes.map((b) => ({ value: b, label: t(`factory.label.billTypes.${b}`) }))}
          />
        </>
      }
    />
  );
}
