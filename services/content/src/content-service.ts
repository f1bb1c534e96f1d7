import path from 'node:path';
import { CONTENT_STREAM } from '@asp/contracts';
import type { ServiceDefinition } from '@asp/server-kit';
import { readContentOptions, type ContentOptions } from './config';
import { FileStorage } from './file-storage';
import { contentMigrations } from './migrations';
import { registerBlockRoutes } from './routes/blocks';
import { registerNavigationRoutes } from './routes/navigations';
import { registerNodeRoutes } from './routes/nodes';
import { registerRedirectRoutes } from './routes/redirects';
import { registerSiteRoutes } from './routes/sites';
import { registerUploadFileRoutes } from './routes/upload-files';
import { registerUploadRoutes } from './routes/uploads';
import { seedDemoContent } from './seed';

/**
 * The content service (DESIGN.md §4): the uploads (customers' files from the configurator,
 * stored on disk under `${dataDir}/uploads` and described by a row each) and the website
 * resources the storefront loads at start-up — navigations, sites, blocks, nodes — plus
 * redirects. Images, image templates and fonts join with the website.
 */
export function createContentService(overrides: Partial<ContentOptions> = {}): ServiceDefinition {
  const options: ContentOptions = { ...readContentOptions(), ...overrides };
  return {
    name: 'content',
    defaultPort: 3004,
    migrations: contentMigrations,
    stream: CONTENT_STREAM,
    async routes(app, ctx) {
      const uploads = new FileStorage(path.resolve(ctx.env.dataDir, 'uploads'));
      registerUploadRoutes(app, ctx, uploads, options);
      registerUploadFileRoutes(app, ctx, uploads);
      registerNavigationRoutes(app, ctx);
      registerSiteRoutes(app, ctx);
      registerBlockRoutes(app, ctx);
      registerNodeRoutes(app, ctx);
      registerRedirectRoutes(app, ctx);
    },
    seed: seedDemoContent,
  };
}

export const contentService: ServiceDefinition = createContentService();
