import {
  imageTemplateInputSchema,
  navigationInputSchema,
  nodeInputSchema,
  redirectInputSchema,
  siteInputSchema,
  contentEvents,
} from '@asp/contracts';
import { insertResourceRecord, seedOnce, type ServiceContext, type Trx } from '@asp/server-kit';
import { TABLES } from '../tables';
import { imageStorageFor } from '../images/image-storage';
import { seedDemoImages } from './demo-images';
import { DEMO_FORM, DEMO_IMAGE_TEMPLATE } from './demo-forms';
import { DEMO_POPUP, DEMO_REDIRECTS, DEMO_SITES, demoNavigations, type SiteKey } from './demo-content';
import { DEMO_NODES, demoBlockSites, demoContactContent } from './demo-website';

/** Any constant: serialises concurrent seeders of the same database (several instances starting). */
const SEED_LOCK = 3_004_001;
const IMAGES_SEED_LOCK = 3_004_002;
const FORMS_SEED_LOCK = 3_004_003;

/**
 * Demo website content (DESIGN.md §10): runs only when there are no navigations and no
 * sites yet (the service factory calls it only outside production with seeding enabled).
 * One transaction: either all of it is there or nothing.
 */
export async function seedDemoContent(ctx: ServiceContext): Promise<void> {
  await seedOnce(ctx, { name: 'content', lock: SEED_LOCK, tables: [TABLES.navigations, TABLES.sites], seed: seedWebsite });
  // Separately: a database seeded before images existed gets its demo images too.
  await seedOnce(ctx, {
    name: 'content images',
    lock: IMAGES_SEED_LOCK,
    tables: [TABLES.images],
    seed: (trx) => seedDemoImages(trx, imageStorageFor(ctx)),
  });
  // Issue 14: the contact form and the offer poster, also for a database seeded before them.
  await seedOnce(ctx, { name: 'content forms', lock: FORMS_SEED_LOCK, tables: [TABLES.imageTemplates], seed: seedFormsAndTemplates });
}

async function seedFormsAndTemplates(trx: Trx): Promise<void> {
  const taken = await trx.selectFrom(TABLES.nodes).select('id').where('identifier', '=', DEMO_FORM.identifier).executeTakeFirst();
  if (!taken)
    await insertResourceRecord(trx, TABLES.nodes, nodeInputSchema, DEMO_FORM, contentEvents.node, { identifier: DEMO_FORM.identifier });
  await insertResourceRecord(trx, TABLES.imageTemplates, imageTemplateInputSchema, DEMO_IMAGE_TEMPLATE, contentEvents.imageTemplate, {
    identifier: DEMO_IMAGE_TEMPLATE.identifier,
  });
}

async function seedWebsite(trx: Trx): Promise<void> {
  // Nodes first: the block pages refer to animals and the contact form by id.
  const nodes: Record<string, number> = {};
  for (const [key, node] of Object.entries(DEMO_NODES)) {
    nodes[key] = await insertResourceRecord(trx, TABLES.nodes, nodeInputSchema, node, contentEvents.node, { identifier: node.identifier });
  }
  const sites = {} as Record<SiteKey, number>;
  const pages = { ...DEMO_SITES, kontakt: { ...DEMO_SITES.kontakt, ...demoContactContent(nodes) } };
  for (const [key, site] of Object.entries(pages)) {
    sites[key as SiteKey] = await insertResourceRecord(trx, TABLES.sites, siteInputSchema, site, contentEvents.site, {
      identifier: site.path,
    });
  }
  for (const site of demoBlockSites(nodes)) {
    await insertResourceRecord(trx, TABLES.sites, siteInputSchema, site, contentEvents.site, { identifier: site.path });
  }
  for (const navigation of demoNavigations(sites)) {
    await insertResourceRecord(trx, TABLES.navigations, navigationInputSchema, navigation, contentEvents.navigation, {
      identifier: navigation.identifier,
    });
  }
  await insertResourceRecord(trx, TABLES.nodes, nodeInputSchema, DEMO_POPUP, contentEvents.node, { identifier: DEMO_POPUP.identifier });
  for (const redirect of DEMO_REDIRECTS) {
    await insertResourceRecord(trx, TABLES.redirects, redirectInputSchema, redirect, contentEvents.redirect, { identifier: redirect.path });
  }
}
