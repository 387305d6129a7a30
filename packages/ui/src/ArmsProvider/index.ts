export { ArmsProvider } from './ArmsProvider';
export type { ArmsProviderProps } from './ArmsProvider';
