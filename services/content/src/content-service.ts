import path from 'node:path';
import { CONTENT_STREAM } from '@asp/contracts';
import type { ServiceDefinition } from '@asp/server-kit';
import { FileStorage } from './file-storage';
import { contentMigrations } from './migrations';
import { registerUploadFileRoutes } from './routes/upload-files';
import { registerUploadRoutes } from './routes/uploads';

/**
 * The content service (DESIGN.md §4). For now it holds the uploads: customers' files
 * from the configurator, stored on disk under `${dataDir}/uploads` and described by a
 * row each. Sites, blocks, nodes, navigations, images and fonts join with the website.
 */
export const contentService: ServiceDefinition = {
  name: 'content',
  defaultPort: 3004,
  migrations: contentMigrations,
  stream: CONTENT_STREAM,
  async routes(app, ctx) {
    const uploads = new FileStorage(path.resolve(ctx.env.dataDir, 'uploads'));
    registerUploadRoutes(app, ctx, uploads);
    registerUploadFileRoutes(app, ctx, uploads);
  },
};
