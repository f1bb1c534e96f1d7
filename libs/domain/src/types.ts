/**
 * Structural input types of the business rules, named exactly like the fields of
 * the specification (storefront.md §3, website.md §3, platform-and-backoffice.md §3).
 * Every function takes the smallest `Pick<...>` of these it needs, so callers may pass
 * their own (zod-inferred) entities as long as the field names match.
 */

export type Id = number | string;

/** ISO date-time string or Date; all domain functions accept both. */
export type DateInput = Date | string;

// ---------------------------------------------------------------- units (storefront §9)

export type UnitCode =
  | 'piece' | 'serving' | 'pair' | 'person' | 'package'
  | 'gram' | 'kilogram'
  | 'milliliter' | 'centiliter' | 'deciliter' | 'liter'
  | 'millimeter' | 'centimeter' | 'decimeter' | 'meter' | 'kilometer'
  | 'square_millimeter' | 'square_centimeter' | 'square_decimeter' | 'square_meter'
  | 'cubic_millimeter' | 'cubic_centimeter' | 'cubic_decimeter' | 'cubic_meter';

export type UnitType =
  | 'amount' | 'serving' | 'pair' | 'person' | 'package'
  | 'weight' | 'volume' | 'length' | 'square' | 'cubic';

export type CalculationModel = 'fixed' | 'approximate' | 'minimum';

// ---------------------------------------------------------------- opening hours (website §3)

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type OpeningHourRuleType = 'once' | 'daily' | Weekday;

/** Opening-hour rule: type once (with date), daily or a weekday; from/to as HH:mm. */
export interface OpeningHourRule {
  type: OpeningHourRuleType;
  /** ISO date (YYYY-MM-DD or a full ISO date-time) for `once` rules. */
  date?: string | null;
  isClosed: boolean;
  from: string;
  to: string;
}

// ---------------------------------------------------------------- branch (storefront §3)

export type OrderType = 'takeaway' | 'delivery' | 'dineIn';

export interface DeliveryArea {
  area: string;
  price: number;
  tax: number;
  free: boolean;
  freeFromOrderValue?: number | null;
  minimumOrderValue?: number | null;
}

export interface Tag {
  id: Id;
  name: string;
}

export interface Branch {
  id: Id;
  identifier: string;
  name: string;
  description?: string | null;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  keywords?: string | null;
  tags?: Tag[];
  openingHours: OpeningHourRule[];
  deliveryHours: OpeningHourRule[];
  isDeliveryHoursEnabled: boolean;
  isPublic: boolean;
  isEnabled: boolean;
  isTakeawayEnabled: boolean;
  isDeliveryEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
  isAppointmentRequired: boolean;
  isQuotationRequired: boolean;
  isTableSelectionEnabled: boolean;
  closedMessage?: string | null;
  isDeliveryEmailRequired: boolean;
  isDeliveryPhoneRequired: boolean;
  isDeliveryAddressRequired: boolean;
  isDineInEmailRequired: boolean;
  isDineInPhoneRequired: boolean;
  isDineInAddressRequired: boolean;
  isTakeawayEmailRequired: boolean;
  isTakeawayPhoneRequired: boolean;
  isTakeawayAddressRequired: boolean;
  isCashEnabled: boolean;
  isATMCardEnabled: boolean;
  isHydroAGVoucherEnabled: boolean;
  isMollieEnabled: boolean;
  isDatatransEnabled: boolean;
  deliveryAreas: DeliveryArea[];
  /** Ours (issue 11): takeaway/dine-in orders per 15-minute window; null or absent = unlimited. */
  slotCapacity?: number | null;
  /** Ours: delivery orders per 15-minute window, counted apart from slotCapacity; null or absent = unlimited. */
  deliverySlotCapacity?: number | null;
  /** Spec README: the reselling price is a branch setting (seeded Konstanz branch: on). */
  useResellingPrice: boolean;
}

/** Table: identifier and its branch. */
export interface Table {
  identifier: string;
  branch: Id | { id: Id };
}

// ---------------------------------------------------------------- catalogue (storefront §3)

export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks';

export interface AlternativeUnit {
  unit: UnitCode;
  /** How many of the product's own unit one alternative unit is (1 piece = ratio kg). */
  ratio: number;
  calculationModel?: CalculationModel | null;
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
}

export type PartType =
  | 'select' | 'multiselect' | 'text' | 'textarea'
  | 'file' | 'files' | 'image' | 'images' | 'addons';

export type Modifier = 'add' | 'subtract' | 'overwrite';

/** A select option (name, modifier, value) or an addon option (name, price, unit, item). */
export interface PartOption {
  name: string;
  modifier?: Modifier | null;
  value?: number | null;
  price?: number | null;
  unit?: UnitCode | null;
  item?: {
    amount?: number | null;
    unit?: UnitCode | null;
    product?: Pick<Product, 'price' | 'unit'> & Partial<Product>;
    parts?: CartItemPart[];
  } | null;
}

/** Configuration step (part): type, name, description, optional, options. */
export interface ConfigPart {
  type: PartType;
  name: string;
  description?: string | null;
  optional?: boolean;
  options?: PartOption[];
}

export interface ProductContent {
  showAmount?: boolean;
  resellingPrice?: number | null;
  allergens?: string | null;
  categories?: Id[];
  /** A date in the future marks the product as on sale. */
  date?: string | null;
  configurator?: { isEnabled?: boolean; options?: Array<string | { name: string }> } | null;
}

export interface Product {
  id: Id;
  uid?: string;
  name: string;
  description?: string | null;
  type?: 'configurable' | 'bundle' | 'plain';
  price: number;
  unit: UnitCode;
  alternativeUnits?: AlternativeUnit[] | null;
  isEnabled: boolean;
  isPublic: boolean;
  /** Availability rules in the opening-hour rule format; empty or missing = always. */
  schedule?: OpeningHourRule[] | null;
  isVisibleWhenUnavailable?: boolean;
  isPriceHidden?: boolean;
  isStepByStep?: boolean;
  calculationModel?: CalculationModel | null;
  tax: number;
  dineInTax?: number | null;
  takeawayTax?: number | null;
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
  defaultQuantity?: number | null;
  defaultUnit?: UnitCode | null;
  config?: { parts?: ConfigPart[] } | null;
  content?: ProductContent | null;
  leadTimeValue?: number | null;
  leadTimeType?: LeadTimeType | null;
  isLeadTimeEnabled?: boolean;
}

export interface Category {
  id: Id;
  name: string;
  isEnabled: boolean;
  schedule?: OpeningHourRule[] | null;
  isVisibleWhenUnavailable?: boolean;
}

/** A catalogue entry of a menu: a category id and its products (ids or objects with id). */
export interface MenuCatalogEntry {
  id: Id;
  products: Array<Id | { id: Id }>;
}

export interface Menu {
  id?: Id;
  /** Branch ids (or objects with id). */
  branches: Array<Id | { id: Id }>;
  availableFrom?: string | null;
  catalog: MenuCatalogEntry[];
}

// ---------------------------------------------------------------- cart (storefront §3)

/** Upload entry: id, version, extension, mimeType, publicHash. */
export interface Upload {
  id: Id;
  version?: number | string;
  extension?: string;
  mimeType?: string;
  publicHash?: string;
}

/** The chosen amount of one addon option (by option name). */
export interface CartAddon {
  name: string;
  amount: number;
  unit?: UnitCode | null;
}

/**
 * One entry per configuration step: `value` for select (option name), text and
 * textarea; `values` for multiselect (option names); `files` for file, files, image,
 * images; `addons` for addons.
 */
export interface CartItemPart {
  value?: string | null;
  values?: string[] | null;
  files?: Upload[] | null;
  addons?: CartAddon[] | null;
}

export interface CartItem {
  product: Product;
  amount: number;
  unit: UnitCode;
  parts?: CartItemPart[] | null;
}

export interface Cart {
  items: CartItem[];
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea?: string | null;
}

// ---------------------------------------------------------------- orders (storefront §3)

export type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans';

export type Country = 'DE' | 'LI' | 'AT' | 'CH';

export interface OrderDraft {
  isCompany?: boolean;
  companyName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  street?: string | null;
  floor?: string | null;
  stairway?: string | null;
  door?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  vatNumber?: string | null;
  phone?: string | null;
  email?: string | null;
  isDeliveryAddressDifferent?: boolean;
  isDeliveryCompany?: boolean;
  deliveryCompanyName?: string | null;
  deliveryFirstName?: string | null;
  deliveryLastName?: string | null;
  deliveryStreet?: string | null;
  deliveryFloor?: string | null;
  deliveryStairway?: string | null;
  deliveryDoor?: string | null;
  deliveryZipCode?: string | null;
  deliveryCity?: string | null;
  deliveryCountry?: string | null;
  deliveryArea?: string | null;
  comment?: string | null;
  appointmentDate?: string | null;
  paymentMethod?: PaymentMethod | string | null;
  legalInstructions?: boolean;
  privacyPolicy?: boolean;
  branch?: Id | null;
  table?: string | null;
  donatee?: Id | null;
  notificationType?: string | null;
}

/** The order as the server answers it (public order view). */
export interface Order {
  id?: Id;
  uid: string;
  hash?: string;
  ticketNumber?: string | number | null;
  paymentRedirectUrl?: string | null;
  isConfirmed: boolean;
  isRejected: boolean;
  isCompleted: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isPaid: boolean;
  isRefunded: boolean;
  isDelivery: boolean;
  isDineIn: boolean;
  tableIdentifier?: string | null;
  paymentMethod?: PaymentMethod | string | null;
  appointmentDate?: string | null;
  appointment?: string | null;
  counterAppointment?: string | null;
  rejectionMessage?: string | null;
  questionnaireRating?: number | null;
  branch?: { id: Id } | null;
}

export interface Questionnaire {
  rating: number;
  foodRating: number;
  serviceRating: number;
  processRating: number;
  comment?: string | null;
}

// ---------------------------------------------------------------- configuration (storefront §3)

export interface ShopConfig {
  currency?: string | null;
  shopName?: string | null;
  title?: string | null;
  description?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  disableTickets?: boolean;
  /** Spec README: the sale category is a configuration setting. */
  saleCategoryId?: Id | null;
  /** Spec README: the phone input's default prefix (seeded +49). */
  defaultPhonePrefix?: string | null;
  enablePluginOrderReviews?: boolean;
  enablePluginFrontdesk?: boolean;
  enablePluginSMS?: boolean;
  enableCash?: boolean;
  enablePluginATMCard?: boolean;
  enableATMCard?: boolean;
  enablePluginHydroAGVoucher?: boolean;
  enableHydroAGVoucher?: boolean;
  enablePluginMollie?: boolean;
  enableMollie?: boolean;
  enablePluginDatatrans?: boolean;
  enableDatatrans?: boolean;
}
