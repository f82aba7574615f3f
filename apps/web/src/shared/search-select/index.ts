export { SearchSelect } from './SearchSelect';
export type { SearchSelectProps } from './SearchSelect';
export { markChosen, pairLoader, searchDebounceMs, shouldSearch } from './search-select.logic';
export type { OptionLoader, OptionPair, OptionValue } from './search-select.logic';
export { CREATE_VALUE, lazyCreateForm, type CreateFormProps, type SelectCreate } from './select-create';
export { recordCreate, registerRecordCreators, type RecordKind } from './record-creators';
export { measureUnitsQueryKey, UnitSelect } from './UnitSelect';
export type { UnitChoice, UnitSelectProps } from './UnitSelect';
