export { keepShownFields } from './field-config';
export {
  fieldConfigApi,
  fieldConfigQueryKey,
  useDocumentFieldConfig,
  type DocumentFieldConfig,
} from './use-document-field-config';
