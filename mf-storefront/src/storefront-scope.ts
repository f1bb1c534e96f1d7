import cart from './cart/cart.module.css';
import checkout from './checkout/checkout.module.css?names';
import configurator from './configurator/configurator.module.css?names';
import shop from './shop/shop.module.css';

/**
 * The storefront's stylesheets are CSS Modules whose rules only match inside an element
 * carrying their root classes: the remote's root element and the content of each dialog
 * (the kit's Dialog is portalled to the body, outside the remote). Their classes are
 * shared across components (cart pieces in the product card, checkout fields in the
 * pickers), so they are scoped to the remote, not to one component — and nothing of them
 * reaches the shell, the back office or another remote (before, e.g. checkout's
 * `.asp-field-hint` rule changed the back office's hints once the checkout had loaded).
 *
 * The first screen ('/', the cart's toasts) needs the shop's and the cart's rules; the
 * checkout's and the configurator's are only named here (`?names`: class names, no CSS) and
 * arrive with every other page and dialog (later-stylesheets.ts, issue 18 JavaScript budget).
 */
export const STOREFRONT_SCOPE = [shop.root, cart.root, checkout.root, configurator.root].join(' ');
