export { CustomFieldInputs, type CustomFieldInputsProps } from './CustomFieldInputs';
export { customFieldApi, customFieldsKey, toCustomFieldFormValues, useCustomFields } from './custom-fields-api';
export { customFieldRoutes } from './routes';
