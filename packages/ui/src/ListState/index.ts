export { listPageSizes, useListState } from './useListState';
export type { ListState, ListStateOptions, SetListSearchParams } from './useListState';
