/**
 * Every catalog field that holds rich text (HTML from the back office's editor), per
 * resource, as dotted paths. The service sanitises exactly these on create/update
 * (server-kit sanitizeRichText) before storing, so no script reaches the storefront.
 * Sanitising here rather than in the contract's zod schema keeps sanitize-html out of the
 * browser bundles that share the contracts. A test checks that every field the contracts
 * declare with htmlTextSchema is listed.
 */
export const RICH_TEXT_FIELDS = {
  branches: ['description'],
  products: ['description', 'allergens', 'content.allergens'],
  divisions: ['description'],
  donatees: ['description'],
  departments: ['description'],
  config: ['description', 'termsAndConditionsText', 'privacyPolicyText', 'imprintText', 'allergensText'],
} as const satisfies Record<string, readonly string[]>;
