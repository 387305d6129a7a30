export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export type { PaginationPage } from './pages';
