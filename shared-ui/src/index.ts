// Packages that compile shared-ui from source (webpack/swc, tsc) need these declarations too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css.d.ts" />
/**
 * @fairway/shared-ui — the Fairway design system. Loaded once at runtime as a Module Federation
 * singleton; importing it installs the design tokens (tokens.css) globally.
 */
import './styles/tokens.css';

export { AppLayout, type AppLayoutProps, type NavItem } from './components/AppLayout/AppLayout';
export { Avatar, initialsOf, type AvatarProps } from './components/Avatar/Avatar';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export {
  Button,
  IconButton,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
} from './components/Button/Button';
export {
  MonthCalendar,
  type CalendarMark,
  type CalendarMarkTone,
  type MonthCalendarProps,
} from './components/Calendar/MonthCalendar';
export { Card, StatTile, type CardProps, type StatTileProps } from './components/Card/Card';
export {
  DataTable,
  formatCell,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type SortDirection,
  type SortState,
} from './components/DataTable/DataTable';
export { csvField, downloadCsv, toCsv, type CellValue } from './components/DataTable/csv';
export {
  ConfirmDialog,
  Dialog,
  Drawer,
  type ConfirmDialogProps,
  type DialogProps,
  type DrawerProps,
} from './components/Dialog/Dialog';
export {
  DateField,
  NumberField,
  PasswordField,
  Select,
  TextArea,
  TextField,
  TimeField,
  isIsoDate,
  isIsoTime,
  toIsoDate,
  type DateFieldProps,
  type NumberFieldProps,
  type PasswordFieldProps,
  type SelectOption,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
  type TimeFieldProps,
} from './components/Field/Field';
export {
  Checkbox,
  RadioGroup,
  Switch,
  type CheckboxProps,
  type RadioGroupProps,
  type RadioOption,
  type SwitchProps,
} from './components/Field/Choice';
export type { FieldBaseProps } from './components/Field/FieldShell';
export {
  useForm,
  firstErrorPerField,
  type FormErrors,
  type FormHelpers,
  type RegisteredCheckbox,
  type RegisteredField,
  type SchemaIssue,
  type UseFormOptions,
  type ValidationSchema,
} from './form/useForm';
export {
  Cluster,
  Grid,
  Stack,
  type ClusterProps,
  type GridProps,
  type Space,
  type StackProps,
} from './components/Layout/Layout';
export {
  Menu,
  type MenuAction,
  type MenuItem,
  type MenuProps,
  type MenuSeparator,
} from './components/Menu/Menu';
export { Notice, type NoticeProps, type NoticeTone } from './components/Notice/Notice';
export {
  PageHeader,
  type Breadcrumb,
  type PageHeaderProps,
} from './components/PageHeader/PageHeader';
export {
  LoadingState,
  Spinner,
  type LoadingStateProps,
  type SpinnerProps,
} from './components/Spinner/Spinner';
export {
  EmptyState,
  ErrorState,
  type EmptyStateProps,
  type ErrorStateProps,
} from './components/States/States';
export {
  PaymentDialog,
  type AmountPaymentDialogProps,
  type MethodPaymentDialogProps,
  type PaymentDialogProps,
  type PaymentFieldErrors,
  type PaymentMethodOption,
} from './components/PaymentDialog/PaymentDialog';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export {
  FileUpload,
  formatBytes,
  matchesAccept,
  type FileUploadCallOptions,
  type FileUploadItem,
  type FileUploadProgress,
  type FileUploadProps,
  type FileUploadStatus,
} from './components/FileUpload/FileUpload';
export {
  ToastProvider,
  TOAST_EVENT,
  toast,
  type ToastEventDetail,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast/Toast';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden';
export { BarChart, type BarChartProps, type BarDatum } from './charts/BarChart';
export { DonutChart, type DonutChartProps, type DonutDatum } from './charts/DonutChart';
export {
  LineChart,
  type LineChartProps,
  type LinePoint,
  type LineSeries,
} from './charts/LineChart';
export {
  Heatmap,
  type HeatmapAxisItem,
  type HeatmapCell,
  type HeatmapProps,
} from './charts/Heatmap';
export type { ChartBaseProps } from './charts/ChartFrame';
export * as icons from './icons/icons';
export {
  createRemoteLifecycles,
  type CreateRemoteLifecyclesOptions,
  type CreateRoot,
  type RemoteHostProps,
  type RemoteLifecycle,
  type RemoteLifecycles,
} from './spa/createRemoteLifecycles';
export {
  THEME_STORAGE_KEY,
  applyTheme,
  isThemeChoice,
  storedTheme,
  type ThemeChoice,
} from './theme/theme';

// Data helpers every remote shares: server reads, permissions, titles, failures, toasts.
export { useResource, type Resource, type ResourceState } from './data/useResource';
export { ResourceStatus, type ResourceStatusProps } from './data/ResourceStatus';
export { useCan, usePermission, useCurrentUserId } from './data/permissions';
export { documentTitle, useDocumentTitle } from './data/useDocumentTitle';
export { RequirePermission, type RequirePermissionProps } from './data/RequirePermission';
export { NoAccess, type NoAccessProps } from './data/NoAccess';
export { LiveMessage, type LiveMessageProps } from './data/LiveMessage';
export {
  errorText,
  failureMessage,
  fieldErrors,
  fieldErrorsOf,
  fieldProblems,
  hasStatus,
  reportFailure,
  serverText,
  statusOf,
  type FailureHelpers,
  type FieldProblem,
} from './data/errors';
export { notify, type Notify } from './data/notify';
/** Page layout classes every remote screen shares (page, section, form, fields, actions…). */
export { default as pageStyles } from './styles/page.module.css';
export * from './i18n';
