import { addDefectiveLabelInput, companyLibraryPermissions, type LibraryLevel } from '@gf/contracts';
import { labelApi } from '../api/factory-api';
import { LabelTab } from './LabelTab';

/**
 * 次品标签: add, rename inline, order, delete (refused while a defect record uses the label). At FACTORY level (标签管理)
 * the company's labels come first, marked 集团 and read-only; at COMPANY level (集团次品标签) only the company's show.
 */
export function DefectiveLabelTab({ level = 'FACTORY' }: { level?: LibraryLevel }) {
  return (
    <LabelTab
      permission={level === 'COMPANY' ? companyLibraryPermissions.defectLabelManage : 'fac.defectiveLabel.manage'}
      queryKey={['factory', 'defectiveLabels', level]}
      load={async () =>
        (await labelApi.defective(level === 'COMPANY' ? level : undefined)).map((r) => ({
          id: r.id,
          name: r.labelName,
          isCompany: r.level !== level,
        }))
      }
      nameRule={addDefectiveLabelInput.shape.labelName}
      add={(name) => labelApi.addDefective(name, level)}
      rename={(item, name) => labelApi.renameDefective(item.id, name, level)}
      sort={(ids) => labelApi.sortDefective(ids, level)}
      remove={(item) => labelApi.removeDefective(item.id, level)}
    />
  );
}
