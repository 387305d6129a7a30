export { AppLayout } from './AppLayout';
export type { AppLayoutBreadcrumb, AppLayoutMenuGroup, AppLayoutMenuItem, AppLayoutProps } from './AppLayout';
export { ArmsProvider } from './ArmsProvider';
export type { ArmsProviderProps } from './ArmsProvider';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { BooleanSearchInput } from './BooleanSearchInput';
export type { BooleanSearchInputProps, BooleanSearchInputState } from './BooleanSearchInput';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogVariant } from './ConfirmDialog';
export { DataTable } from './DataTable';
export type { DataTableColumn, DataTablePage, DataTableProps, DataTableSort } from './DataTable';
export { DateField } from './DateField';
export type { DateFieldMode, DateFieldProps } from './DateField';
export { Drawer } from './Drawer';
export type { DrawerActionsProps, DrawerProps, DrawerSide, DrawerSize } from './Drawer';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateVariant } from './EmptyState';
export { FileDropzone } from './FileDropzone';
export type {
  FileDropzoneAccept,
  FileDropzoneFile,
  FileDropzoneFileStatus,
  FileDropzoneIssue,
  FileDropzoneProps,
  FileDropzoneState,
} from './FileDropzone';
export { Flag } from './Flag';
export type { FlagColour, FlagProps } from './Flag';
export { domainResolver, useArmsForm } from './Form';
export type { ArmsForm, ArmsFormOptions, FormSubmitError } from './Form';
export { FormField } from './FormField';
export type {
  FormFieldControlProps,
  FormFieldIssue,
  FormFieldLabelProps,
  FormFieldMessageProps,
  FormFieldProps,
} from './FormField';
export {
  addUiResources,
  createAppI18n,
  createUiI18n,
  defineNamespace,
  loadDomainLabels,
  loadUiResources,
  rememberedLang,
  uiResources,
  useUiTranslation,
} from './i18n';
export type { LanguageResources, LanguageSource, NamespaceStrings, UiLang, UiResources } from './i18n';
export { KanbanBoard } from './KanbanBoard';
export type { KanbanBoardProps, KanbanCard, KanbanColumn } from './KanbanBoard';
export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchProps } from './LanguageSwitch';
export { listPageSizes, useListState } from './ListState';
export type { ListState, ListStateOptions, SetListSearchParams } from './ListState';
export { LoginForm } from './LoginForm';
export type { LoginCredentials, LoginFormProps } from './LoginForm';
export { Modal } from './Modal';
export type { ModalActionsProps, ModalProps, ModalSize, ModalTriggerProps } from './Modal';
export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
export { NationalityResidenceFields } from './NationalityResidenceFields';
export type {
  NationalityOption,
  NationalityResidenceCitizenship,
  NationalityResidenceFieldsProps,
  NationalityResidenceValue,
  ResidenceLocationOption,
  ResidentialStatusOption,
} from './NationalityResidenceFields';
export { NavigationProgress } from './NavigationProgress';
export type { NavigationProgressProps, NavigationProgressState } from './NavigationProgress';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { Pagination } from './Pagination';
export type { PaginationPage, PaginationProps } from './Pagination';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { ChangePasswordForm, ForgotPasswordForm, NewPasswordForm } from './PasswordForms';
export type {
  ChangePasswordFormProps,
  ChangePasswordValues,
  ForgotPasswordFormProps,
  NewPasswordFormProps,
  NewPasswordValues,
} from './PasswordForms';
export { PlainLayout } from './PlainLayout';
export type { PlainLayoutProps } from './PlainLayout';
export { Popover } from './Popover';
export type { PopoverPlacement, PopoverProps, PopoverTriggerProps } from './Popover';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupOption, RadioGroupProps } from './RadioGroup';
export { RangeSlider } from './RangeSlider';
export type { RangeSliderBounds, RangeSliderPreset, RangeSliderProps, RangeSliderValue } from './RangeSlider';
export { normalizeRichText, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps, RichTextEditorState } from './RichTextEditor';
export { SalaryRangeField } from './SalaryRangeField';
export type {
  SalaryRangeFieldPart,
  SalaryRangeFieldProps,
  SalaryRangeFieldState,
  SalaryRangeValue,
} from './SalaryRangeField';
export { Select } from './Select';
export type { LoadOptions, SelectFieldProps, SelectOption, SelectProps, SelectValue } from './Select';
export { ScreenMetaProvider, useCurrentScreenMeta, useScreenMeta } from './ScreenMeta';
export type { Crumb, ScreenMeta } from './ScreenMeta';
export { ServerDownDialog } from './ServerDownDialog';
export type { ServerDownDialogProps } from './ServerDownDialog';
export { SessionExpiredDialog } from './SessionExpiredDialog';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';
export { SideMenu } from './SideMenu';
export type {
  RenderLink,
  RenderLinkProps,
  SideMenuEntry,
  SideMenuGroup,
  SideMenuLink,
  SideMenuProps,
} from './SideMenu';
export { SpecialtyPicker } from './SpecialtyPicker';
export type { SpecialtyPickerProps } from './SpecialtyPicker';
export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeStatus } from './StatusBadge';
export { Stepper } from './Stepper';
export type { StepperOrientation, StepperProps, StepperStep, StepState } from './Stepper';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Tabs } from './Tabs';
export type { TabsActivation, TabsListProps, TabsOrientation, TabsPanelProps, TabsProps, TabsTabProps } from './Tabs';
export { Tag } from './Tag';
export type { TagProps } from './Tag';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { cssVariables, darkColors, GlobalStyle, lightColors, mobileQuery, themes, tokens, v } from './theme';
export type { ColorScheme, ThemeName } from './theme';
export { Toast, ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastPlacement, ToastProps, ToastProviderProps, ToastVariant } from './Toast';
export { Tooltip } from './Tooltip';
export { VisuallyHidden } from './internal/VisuallyHidden';
export type { TooltipPlacement, TooltipProps, TooltipTriggerProps } from './Tooltip';
