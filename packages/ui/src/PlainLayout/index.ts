export { PlainLayout } from './PlainLayout';
export type { PlainLayoutProps } from './PlainLayout';
