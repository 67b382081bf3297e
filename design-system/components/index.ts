/** Orabella design system: presentational components. Props in, callbacks out; all text comes in as props. */
export type { NavigationProps } from './types';
export {
  AppLink,
  navigationClickHandler,
  isModifiedClick,
  type AppLinkProps,
} from './AppLink/AppLink';
export { AppLinkButton, type AppLinkButtonProps } from './AppLink/AppLinkButton';
export { Logo, type LogoProps } from './Logo/Logo';
export {
  ThemeMenu,
  THEME_MODE_ICONS,
  type ThemeMenuProps,
  type ThemeMenuLabels,
  type ThemeMenuChange,
} from './ThemeMenu/ThemeMenu';
export {
  LanguageToggle,
  type LanguageToggleProps,
  type LanguageToggleLabels,
} from './LanguageToggle/LanguageToggle';
export {
  UserMenu,
  initialsOf,
  type UserMenuProps,
  type UserMenuLabels,
  type UserMenuUser,
} from './UserMenu/UserMenu';
export {
  ServiceMegaMenu,
  type ServiceMegaMenuProps,
  type ServiceMegaMenuLabels,
  type ServiceMenuServiceKey,
} from './ServiceMegaMenu/ServiceMegaMenu';
export {
  SearchWidget,
  type SearchWidgetProps,
  type SearchWidgetLabels,
} from './SearchWidget/SearchWidget';
export {
  hasSearchCriteria,
  type PlaceOption,
  type SearchWidgetQuery,
} from './SearchWidget/search-query';
export { CategoryCard, type CategoryCardProps } from './CategoryCard/CategoryCard';
export {
  ShopCard,
  shopCardSummary,
  type ShopCardProps,
  type ShopCardLabels,
  type ShopCardShop,
} from './ShopCard/ShopCard';
export { ShopCardSkeleton, type ShopCardSkeletonProps } from './ShopCardSkeleton/ShopCardSkeleton';
export { EmptyState, type EmptyStateProps, type StateAction } from './EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState/ErrorState';
export {
  SessionWarningDialog,
  formatCountdown,
  minutesRoundedUp,
  type SessionWarningDialogProps,
  type SessionWarningDialogLabels,
} from './SessionWarningDialog/SessionWarningDialog';
export {
  ToastHost,
  toastDuration,
  toastSeverity,
  type ToastHostProps,
  type ToastHostLabels,
  type ToastItem,
  type ToastSeverity,
} from './ToastHost/ToastHost';
export {
  PageSection,
  SectionHeading,
  type PageSectionProps,
  type SectionHeadingProps,
} from './PageSection/PageSection';
export { StatusBadge, normalizeStatus, type StatusBadgeProps } from './StatusBadge/StatusBadge';
export { RatingStars, type RatingStarsProps } from './RatingStars/RatingStars';
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordFieldLabels,
} from './PasswordField/PasswordField';
export {
  PasswordChecklist,
  PASSWORD_CHECK_KEYS,
  type PasswordChecklistProps,
  type PasswordChecklistLabels,
  type PasswordCheckKey,
} from './PasswordChecklist/PasswordChecklist';
export {
  RatingDistribution,
  type RatingDistributionProps,
  type RatingDistributionLabels,
} from './RatingDistribution/RatingDistribution';
export { ShopDetails, type ShopDetailsProps } from './ShopDetails/ShopDetails';
export { ShopDetailsHeader, type ShopDetailsHeaderProps } from './ShopDetails/ShopDetailsHeader';
export { PhotoGallery, type PhotoGalleryProps } from './ShopDetails/PhotoGallery';
export type { ShopDetailsLabels } from './ShopDetails/labels';
export {
  MapShopCard,
  type MapShopCardProps,
  type MapShopCardLabels,
} from './MapShopCard/MapShopCard';
export {
  MapResultList,
  type MapResultListProps,
  type MapResultListLabels,
  type MapResultListShop,
} from './MapResultList/MapResultList';
export {
  FavoriteShopCard,
  type FavoriteShopCardProps,
  type FavoriteShopCardLabels,
} from './FavoriteShopCard/FavoriteShopCard';
export { SearchBox, type SearchBoxProps, type SearchBoxLabels } from './SearchBox/SearchBox';
export {
  LocationSelector,
  truncateLocationLabel,
  LOCATION_LABEL_MAX,
  type LocationSelectorProps,
  type LocationSelectorLabels,
} from './LocationSelector/LocationSelector';
export {
  FiltersPanel,
  type FiltersPanelProps,
  type FiltersPanelLabels,
} from './FiltersPanel/FiltersPanel';
export { SortMenu, type SortMenuProps, type SortMenuLabels } from './SortMenu/SortMenu';
export {
  ShopResultCard,
  RESULT_CARD_FEATURES,
  type ShopResultCardProps,
  type ShopResultCardLabels,
} from './ShopResultCard/ShopResultCard';
export {
  ResultsGrid,
  SearchResultsLoading,
  SearchError,
  SearchEmpty,
  SearchWelcome,
  type SearchErrorLabels,
  type SearchEmptyLabels,
  type WelcomeCategory,
} from './SearchResultStates/SearchResultStates';
// Booking, part B: dialogs, confirmation, slot-taken notice, booking card
export {
  CustomerDetailsDialog,
  canCompleteBooking,
  validateCustomerDetails,
  type CustomerDetailsDialogProps,
  type CustomerDetailsDialogLabels,
  type CustomerDetailsValues,
} from './CustomerDetailsDialog';
export {
  BookingConfirmation,
  type BookingConfirmationProps,
  type BookingConfirmationLabels,
} from './BookingConfirmation';
export {
  SlotTakenNotice,
  type SlotTakenNoticeProps,
  type SlotTakenNoticeLabels,
  type SlotTakenChoice,
} from './SlotTakenNotice';
export {
  CancelBookingDialog,
  type CancelBookingDialogProps,
  type CancelBookingDialogLabels,
} from './CancelBookingDialog';
export {
  RescheduleDialog,
  type RescheduleDialogProps,
  type RescheduleDialogLabels,
} from './RescheduleDialog';
export {
  BookingCard,
  BookingStatusChip,
  formatBookingDate,
  formatBookingTime,
  formatEuro,
  formatInstant,
  type BookingCardProps,
  type BookingCardLabels,
  type BookingStatusChipProps,
} from './BookingCard';
export {
  BookingCalendar,
  type BookingCalendarProps,
  type BookingCalendarLabels,
} from './BookingCalendar';
export {
  TimeSlotGrid,
  groupSlotsByPeriod,
  type TimeSlotGridProps,
  type TimeSlotGridLabels,
  type SlotReason,
} from './TimeSlotGrid';
export {
  ServicePicker,
  type ServicePickerProps,
  type ServicePickerLabels,
  type PickableService,
} from './ServicePicker';
export {
  StaffPicker,
  type StaffPickerProps,
  type StaffPickerLabels,
  type PickableStaff,
} from './StaffPicker';
export {
  BookingSummary,
  splitDuration,
  type BookingSummaryProps,
  type BookingSummaryLabels,
} from './BookingSummary';
export {
  BookingShopHeader,
  BOOKING_HEADER_THUMBNAILS,
  type BookingShopHeaderProps,
  type BookingShopHeaderLabels,
} from './BookingShopHeader';
export { MetricCard, type MetricCardProps } from './MetricCard/MetricCard';
export { ChartFigure, type ChartFigureProps } from './ChartFigure/ChartFigure';
export {
  FigureTable,
  type FigureTableColumn,
  type FigureTableProps,
} from './ChartFigure/FigureTable';
export {
  ChangeChip,
  changeDirection,
  type ChangeChipProps,
  type ChangeDirection,
} from './ChangeChip/ChangeChip';
export {
  ConnectionStatus,
  type ConnectionStatusKind,
  type ConnectionStatusProps,
} from './ConnectionStatus/ConnectionStatus';
