import { addDefectiveLabelInput } from '@gf/contracts';
import { labelApi } from '../api/factory-api';
import { LabelTab } from './LabelTab';

/** 次品标签: add, rename inline, order, delete (refused while a defect record uses the label). */
export function DefectiveLabelTab() {
  return (
    <LabelTab
      permission="fac.defectiveLabel.manage"
      queryKey={['factory', 'defectiveLabels']}
      load={async () => (await labelApi.defective()).map((r) => ({ id: r.id, name: r.labelName }))}
      nameRule={addDefectiveLabelInput.shape.labelName}
      add={(name) => labelApi.addDefective(name)}
      rename={(item, name) => labelApi.renameDefective(item.id, name)}
      sort={(ids) => labelApi.sortDefective(ids)}
      remove={(item) => labelApi.removeDefective(item.id)}
    />
  );
}
