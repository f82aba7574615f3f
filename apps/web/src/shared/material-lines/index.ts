export {
  isBadQuantity,
  MaterialLinesEditor,
  materialSkuLoader,
  type MaterialLine,
  type MaterialLinesEditorProps,
} from './MaterialLinesEditor';
export { materialLinesMessages } from './locales';
export { remainingQuantity } from './quantity';
