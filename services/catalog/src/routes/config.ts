import { z } from 'zod';
import { THEME_COLOUR_DEFAULTS, configInputSchema, configSchema, themeColourSchema } from '@asp/contracts';
import { catalogTexts, configTexts } from '@asp/i18n';
import {
  DOCUMENT_BODY_LIMIT,
  requireRole,
  ROLE_ADMIN,
  sanitizeRichTextFields,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import { readConfig, saveConfig } from '../config-store';
import { assertReferencesExist } from '../references';
import { TABLES } from '../tables';
import { RICH_TEXT_FIELDS } from '../rich-text-fields';

const configBody = z.object({ data: configSchema });
// The contract has no texts: the colour rule gets its German message here.
const configInput = configInputSchema.extend({
  primaryColor: themeColourSchema(THEME_COLOUR_DEFAULTS.primaryColor, configTexts.invalidColour),
  secondaryColor: themeColourSchema(THEME_COLOUR_DEFAULTS.secondaryColor, configTexts.invalidColour),
});

/**
 * GET /api/config (public: the configuration holds no secrets — the maps token is a
 * public browser token) and POST /api/config (admin, the full object).
 */
export function registerConfigRoutes(app: ServiceApp, ctx: ServiceContext): void {
  app.get('/api/config', { schema: { summary: 'Shop configuration', response: { 200: configBody } } }, async () => ({
    data: await readConfig(ctx.db),
  }));

  app.post(
    '/api/config',
    {
      // Five HTML texts (terms, privacy, imprint, …) of up to 100 000 characters each.
      bodyLimit: DOCUMENT_BODY_LIMIT,
      onRequest: requireRole(ROLE_ADMIN),
      schema: { summary: 'Save the shop configuration', body: configInput, response: { 200: configBody } },
    },
    async (request) => {
      const config = sanitizeRichTextFields(request.body, RICH_TEXT_FIELDS.config);
      const saved = await ctx.db.transaction().execute(async (trx) => {
        if (config.saleCategoryId !== null) {
          await assertReferencesExist(trx, [
            {
              table: TABLES.categories,
              references: [{ field: 'saleCategoryId', id: config.saleCategoryId }],
              message: catalogTexts.unknownCategory,
            },
          ]);
        }
        return saveConfig(trx, config);
      });
      return { data: saved };
    },
  );
}
