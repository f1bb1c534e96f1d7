/**
 * The input types of the business rules. Entities are the contracts' zod-inferred types
 * (libs/contracts, one definition for browser, server and rules), so a record read from
 * the API or the database is passed to a rule as it is — no copy to keep in step, no cast.
 * Every function takes the smallest `Pick<...>` of these it needs. Only what has no
 * record of its own is defined here: the cart, the checkout draft, the unit types.
 */
import type * as C from '@asp/contracts';

export type Id = number | string;

/** ISO date-time string or Date; all domain functions accept both. */
export type DateInput = Date | string;

// ---------------------------------------------------------------- units (storefront §9)

export type UnitCode = C.UnitCode;

/** Net quantity of one piece or package (weight or volume): the base for the base price. */
export type NetQuantity = C.NetQuantity;

/** The kind of a unit: amounts convert only within one type (libs/domain's unit table). */
export type UnitType = 'amount' | 'serving' | 'pair' | 'person' | 'package' | 'weight' | 'volume' | 'length' | 'square' | 'cubic';

export type CalculationModel = C.CalculationModelValue;

// ---------------------------------------------------------------- opening hours (website §3)

export type OpeningHourRuleType = C.OpeningHourRuleTypeValue;
export type Weekday = Exclude<OpeningHourRuleType, 'once' | 'daily'>;
export type OpeningHourRule = C.OpeningHourRuleRecord;

// ---------------------------------------------------------------- catalogue (storefront §3)

export type OrderType = C.DeliveryMethod;
export type DeliveryArea = C.DeliveryAreaRecord;
export type Tag = C.Tag;
export type Branch = C.Branch;
export type Table = C.Table;
export type LeadTimeType = C.LeadTimeType;
export type AlternativeUnit = C.AlternativeUnit;
export type PartType = C.PartType;
export type Modifier = C.PriceModifier;
export type PartOption = C.PartOption;
export type ConfigPart = C.ConfigPart;
export type ProductContent = C.ProductContent;
export type Product = C.Product;
export type Category = C.Category;
export type Menu = C.Menu;
export type ShopConfig = C.Config;

// ---------------------------------------------------------------- cart (storefront §3)

/** Upload entry: id, version, extension, mimeType, publicHash. */
export type Upload = C.OrderUpload;

/** What the customer chose in one configuration step (the order body's cart item part). */
export type CartItemPart = C.CartItemPartValue;

/** The chosen amount of one addon option (by option name). */
export type CartAddon = NonNullable<CartItemPart['addons']>[number];

/** A cart line as the browser keeps it: the whole product (the order body sends its id). */
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

export type PaymentMethod = C.PaymentMethodValue;

/** The countries the checkout offers (COUNTRIES); the order body carries any two letters. */
export type Country = 'DE' | 'LI' | 'AT' | 'CH';

/**
 * The checkout draft: the order body's customer fields, each possibly not filled in yet
 * (the browser's form) — the server validates its parsed body with the same rules.
 */
export type OrderDraft = Partial<Omit<C.OrderCreateData, 'items' | 'checkoutVariant' | 'isDelivery' | 'isDineIn'>>;

/** The order as the status page sees it (public order view). */
export type Order = C.PublicOrder;

export type Questionnaire = C.QuestionnaireBody;
