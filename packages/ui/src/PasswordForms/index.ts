export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordValues } from './ChangePasswordForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm';
export { NewPasswordForm } from './NewPasswordForm';
export type { NewPasswordFormProps, NewPasswordValues } from './NewPasswordForm';
