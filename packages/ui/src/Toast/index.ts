export { Toast, ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastPlacement, ToastProps, ToastProviderProps, ToastVariant } from './Toast';
