// The storefront's stylesheets the first screen does not use (issue 18 JavaScript budget):
// imported for their rules by every page and dialog besides '/' (lazy-pages.ts) and by the
// exposed configurator preview. Their class names are in storefront-scope.ts already.
import './checkout/checkout.module.css';
import './configurator/configurator.module.css';
