export { assertFreeBillNumber, createDraftBill, examineBill, isBillNumberTaken, saveDraftBill } from './material-bill.service.js';
export { insertBillHead, pageWithCount, updateBillHead, type MaterialBillTableName } from './material-bill.repository.js';
export {
  hasMaterialLineLike,
  listMaterialLines,
  materialLineTotals,
  readUnitTotals,
  saveMaterialLines,
  sumLinesForFactory,
  type MaterialLineInfo,
  type MaterialLineTable,
  type MaterialLineTableName,
  type MaterialLineValues,
  type SavedMaterialLine,
} from './material-line.repository.js';
