export { Button, type ButtonProps, type ButtonVariant } from './button';
export { classNames } from './class-names';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export {
  Field,
  focusFirstInvalid,
  SelectField,
  TextAreaField,
  type FieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './field';
export { CalendarDay, LocalTime, LocalTimeOption, type LocalTimeProps } from './local-time';
export { Notice, type NoticeProps, type NoticeTone } from './notice';
export { Pager, type PagerProps } from './pager';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export { PageHeading, type PageHeadingProps } from './page-heading';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { RequestReference } from './request-reference';
