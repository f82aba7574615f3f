export { api, apiBase, download, handleAnswer, request, resetClientState, saveBlob, timeoutMs } from './client';
export type { Method, RequestOptions } from './client';
export { ApiError, ClientCode, installShownRefusalGuard } from './api-error';
export { deviceCode } from './device-code';
export { toQueryString } from './query-string';
export type { QueryParams, QueryValue } from './query-string';
export { announceDataChanged, isConflictCode, onDataChanged } from './data-changed';
export type { DataChangeCause } from './data-changed';
