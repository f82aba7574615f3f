export { SearchSelect } from './SearchSelect';
export type { SearchSelectProps } from './SearchSelect';
export { markChosen, pairLoader, searchDebounceMs, shouldSearch } from './search-select.logic';
export type { OptionLoader, OptionPair, OptionValue } from './search-select.logic';
