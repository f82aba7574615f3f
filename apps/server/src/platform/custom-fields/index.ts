// The custom-fields capability as other code uses it (README.md has an example).
export { registerCustomFieldRoutes } from './custom-field.routes.js';
export {
  deleteCustomFieldValues,
  loadCustomFieldValues,
  saveCustomFieldValues,
  validateCustomFieldValues,
  type CustomFieldValues,
} from './custom-field-value.service.js';
export { MULTI_SELECT_SEPARATOR, checkFieldValue, toValueView, type NormalisedValue } from './custom-field-value.schema.js';
export { listCustomFields } from './custom-field.service.js';
