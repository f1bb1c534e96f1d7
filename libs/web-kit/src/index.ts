// The browser side of the platform (DESIGN.md §3): API client, Redux/RTK Query
// helpers, start-up data, shared UI components, theme, module federation helpers.
// zod's browser set-up (no eval, German messages) is imported as '@asp/web-kit/zod', not from
// here: a barrel re-export would put it, and zod, into every first load (issue 18).

export {
  ApiError,
  apiRequest,
  configureApiOrigin,
  errorList,
  errorMessage,
  isRetryableError,
  readCookie,
  setUnauthorizedHandler,
} from './api/client';
export type { ApiRequestInit, HttpMethod } from './api/client';

export { apiBaseQuery } from './store/api-base-query';
export type { ApiBaseQuery, ApiQueryArgs, ApiQueryError } from './store/api-base-query';
// The back-office kit: one api per app (kitBaseQuery), endpoints injected per module.
export { kitBaseQuery } from './store/kit-base-query';
export type { KitBaseQuery, KitExtraOptions, KitQueryMeta } from './store/kit-base-query';
export { callErrorMessage } from './store/call-rule';
export type { CallReport, CallRule } from './store/call-rule';
export {
  callErrorDismissed,
  callErrorsCleared,
  callErrorsMiddleware,
  callErrorsSlice,
  callFailed,
  retryCall,
  selectCallErrors,
  selectShownCallErrors,
  selectPendingCalls,
} from './store/call-errors';
export type { CallError, CallErrorsState } from './store/call-errors';
export { LIST_ID, resourceEndpoints } from './store/resource-endpoints';
export type { ResourceEndpointDefinitions, ResourceOptions } from './store/resource-endpoints';
export { EMPTY_PAGE, pageQuery, TOTAL_COUNT_HEADER } from './store/paged-list';
export type { Page } from './store/paged-list';

export { loadStartupData, startupLoads } from './startup/startup-data';
export type { StartupData } from './startup/startup-data';
export { loadStartup, selectStartup, startupReducer, startupSlice, STARTUP_KEY } from './startup/startup-slice';
export type { StartupState } from './startup/startup-slice';
export { StartupGate } from './startup/StartupGate';

export type { RemoteAppProps } from './remote/remote-app-props';
export { StandaloneRemote, useShopTheme } from './remote/StandaloneRemote';

export { applyTheme, DEFAULT_THEME, fontStylesheets, themeVariables } from './theme/apply-theme';
export type { ThemeConfig } from './theme/apply-theme';
// The page title's one owner is the shell (libs/domain pageTitle); remotes publish a page name.
export { onPageTitle, publishPageTitle, publishedPageTitle, withdrawPageTitle } from './head/page-title';
export { usePageTitle, usePublishedPageTitle } from './head/use-page-title';
export type { PageTitleDetail } from './head/page-title';

export { useLatest } from './hooks/use-latest';
export { useNow } from './hooks/use-now';

export { ensureWebKitStyles } from './ui/styles';
export { Button } from './ui/Button';
export type { ButtonProps } from './ui/Button';
export { ErrorNotice } from './ui/ErrorNotice';
export type { ErrorNoticeProps } from './ui/ErrorNotice';
export { Loader } from './ui/Loader';
export { CallStatus } from './ui/CallStatus';
export type { CallStatusProps } from './ui/CallStatus';
export { Dialog } from './ui/Dialog';
export type { DialogProps } from './ui/Dialog';
export { FOCUSABLE, useFocusTrap } from './ui/use-focus-trap';
export { ConfirmDialog } from './ui/ConfirmDialog';
export type { ConfirmDialogProps } from './ui/ConfirmDialog';
export { dismissToast, showToast, ToastRegion, useToasts } from './ui/toasts';
export type { Toast, ToastKind } from './ui/toasts';

// The back-office kit's forms (react-hook-form + the contracts' zod schemas) and lists (@tanstack/react-table).
export { useKitForm } from './form/use-kit-form';
export type { KitFormOf, KitFormOptions } from './form/use-kit-form';
export { applyServerErrors, formFieldName } from './form/server-errors';
export { KitForm } from './form/KitForm';
export type { KitFormProps } from './form/KitForm';
export { UnsavedChangesGuard } from './form/UnsavedChangesGuard';
export {
  FormCheckboxField,
  FormNumberField,
  FormRichTextField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from './form/form-fields';
export { PAGE_SIZES, useListState } from './table/list-state';
export type { ListState, ListStateOptions } from './table/list-state';
export { ResourceTable } from './table/ResourceTable';
export type { ResourceTableProps } from './table/ResourceTable';
export type { BulkDeleteOptions } from './table/BulkDelete';
export { useColumnChoice } from './table/column-choice';
export type { ColumnDef } from '@tanstack/react-table';
export { CheckboxField, FieldError, FieldHint, SelectField, TextField } from './ui/fields';
export type { CheckboxFieldProps, SelectFieldProps, SelectOption, TextFieldProps } from './ui/fields';
export { TextAreaField, type TextAreaFieldProps } from './ui/text-area-field';
export { RichTextEditor, type RichTextEditorProps } from './ui/RichTextEditor';
export type { RichTextImageUpload } from './ui/rich-text-image';
export { ImagePicker, type ImagePickerProps, type ImageValue } from './ui/ImagePicker';
export { ImageDropZone, type ImageDropZoneProps } from './ui/ImagePickerDropZone';
export { imageFileProblem, readFileAsDataUrl, uploadImage, type ImageUploadResult } from './ui/ImagePickerUpload';

export {
  configureRemoteRegistry,
  fetchRemoteRegistry,
  loadRemoteApp,
  loadRemoteComponent,
  loadRemoteModule,
} from './federation/remote-loader';
export type { RemoteRegistry } from './federation/remote-loader';
export { RemoteBoundary } from './federation/RemoteBoundary';
export type { RemoteBoundaryProps } from './federation/RemoteBoundary';
export { FederatedRemote } from './federation/FederatedRemote';
export type { FederatedRemoteProps } from './federation/FederatedRemote';
export { CONFIGURATOR_PREVIEW_MODULE, CONFIGURATOR_PREVIEW_REMOTE } from './federation/configurator-preview';
export type { ConfiguratorPreviewProps } from './federation/configurator-preview';

// Cart per branch identifier or default in localStorage, announced with asp:cart-changed (storefront.md §3, §7).
export * from './cart';

export {
  CART_CHANGED_EVENT,
  CART_DRAWER_TOGGLE_EVENT,
  CONSENT_CHANGED_EVENT,
  INSTALL_APP_EVENT,
  PAGE_TITLE_EVENT,
  emitWindowEvent,
  onWindowEvent,
} from './events';
export { cookieString, deleteCookie, getCookie, setCookie } from './consent/cookies';
export type { CookieStore } from './consent/cookies';
export {
  COOKIE_CONSENT_DAYS,
  COOKIE_CONSENT_NAME,
  giveCookieConsent,
  hasCookieConsent,
  onCookieConsent,
  withdrawCookieConsent,
} from './consent/cookie-consent';
export { AnalyticsQueue, ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_MS, ANALYTICS_MAX_QUEUED } from './analytics/analytics-queue';
export type { AnalyticsEntry, AnalyticsQueueOptions } from './analytics/analytics-queue';
export {
  analyticsQueue,
  isRetryableAnalyticsError,
  track,
  trackAddToCart,
  trackDeviceInit,
  trackEvent,
  trackInitiateCheckout,
  trackPageView,
  trackPurchase,
} from './analytics/track';
export type { CommerceData, TrackedItem } from './analytics/track';
export { loadThirdPartyScripts, thirdPartyScripts } from './analytics/third-party-scripts';
export type { ThirdPartyConfig, ThirdPartyScript } from './analytics/third-party-scripts';
export { isSelfServiceContext, resolveSelfService, SELF_SERVICE_CONTEXT, SELF_SERVICE_STORAGE_KEY } from './consent/self-service';

// The back office's clipboard: one item per context in sessionStorage 'asp.clipboard' (document 1 §3, §4).
export * from './clipboard';
