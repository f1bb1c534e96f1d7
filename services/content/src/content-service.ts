import path from 'node:path';
import { CONTENT_STREAM, servicePort } from '@asp/contracts';
import type { Closable, ServiceContext, ServiceDefinition } from '@asp/server-kit';
import { readContentOptions, type ContentOptions } from './config';
import { configUploadsConsumer } from './config-uploads';
import { FileStorage } from './file-storage';
import { catalogImageReferencesConsumer } from './images/catalog-image-references';
import { imageSizesQueue, startImageWorker } from './images/image-jobs';
import { imageStorageFor } from './images/image-storage';
import { startMaintenance } from './maintenance-job';
import { contentMigrations } from './migrations';
import { installedFonts } from './fonts/font-catalog';
import { registerBlockRoutes } from './routes/blocks';
import { registerFontRoutes } from './routes/fonts';
import { registerImageFileRoutes } from './routes/image-files';
import { registerImageRoutes } from './routes/images';
import { registerNavigationRoutes } from './routes/navigations';
import { registerNodeRoutes } from './routes/nodes';
import { registerRedirectRoutes } from './routes/redirects';
import { registerSiteRoutes } from './routes/sites';
import { registerFormRoutes } from './routes/forms';
import { registerImageTemplateRoutes } from './routes/image-templates';
import { registerContentAiRoutes } from './routes/content-ai';
import { notConfiguredProvider, openAiCompatibleProvider } from './ai/text-provider';
import { notConfiguredImageProvider, openAiCompatibleImageProvider } from './ai/image-provider';
import { formMailQueue, startFormMailWorker } from './forms/form-mail';
import { registerSitePublishingRoutes } from './routes/site-publishing';
import { publishingQueue, startPublishingWorker } from './site-publishing/publishing-jobs';
import { registerUploadFileRoutes } from './routes/upload-files';
import { registerUploadRoutes } from './routes/uploads';
import { seedDemoContent } from './seed';
import { uploadReferencesConsumer } from './upload-references';

const uploadStorage = (ctx: ServiceContext) => new FileStorage(path.resolve(ctx.env.dataDir, 'uploads'));

/**
 * The content service (DESIGN.md §4): the uploads (customers' files from the configurator,
 * stored on disk under `${dataDir}/uploads` and described by a row each) and the website
 * resources the storefront loads at start-up — navigations, sites, blocks, nodes — plus
 * redirects. The installed font packages are served for the
 * configuration's font choice (routes/fonts.ts). Images (routes/images.ts, image-files.ts) are made from uploads
 * and resized by the `content.images` job; image templates join with the website. It learns which
 * uploads orders use from the orders service's events, and removes the others after a day.
 */
export function createContentService(overrides: Partial<ContentOptions> = {}): ServiceDefinition {
  const options: ContentOptions = { ...readContentOptions(), ...overrides };
  return {
    name: 'content',
    defaultPort: servicePort('content'),
    migrations: contentMigrations,
    stream: CONTENT_STREAM,
    consumers: [uploadReferencesConsumer, configUploadsConsumer, catalogImageReferencesConsumer],
    async routes(app, ctx) {
      const uploads = uploadStorage(ctx);
      const images = imageStorageFor(ctx);
      const sizesQueue = ctx.redis ? imageSizesQueue(ctx.redis, options.queuePrefix) : null;
      if (sizesQueue) app.addHook('onClose', () => sizesQueue.close());
      registerImageRoutes(app, ctx, { images, uploads, enqueue: sizesQueue?.enqueue ?? null });
      registerImageFileRoutes(app, ctx, images);
      registerImageTemplateRoutes(app, ctx, { images, enqueue: sizesQueue?.enqueue ?? null });
      registerUploadRoutes(app, ctx, uploads, options);
      registerUploadFileRoutes(app, ctx, uploads);
      registerNavigationRoutes(app, ctx);
      registerSiteRoutes(app, ctx);
      const publishing = ctx.redis ? publishingQueue(ctx.redis, options.queuePrefix) : null;
      if (publishing) app.addHook('onClose', () => publishing.close());
      registerSitePublishingRoutes(app, ctx, publishing?.enqueue ?? null);
      const formMail = ctx.redis ? formMailQueue(ctx.redis, options.queuePrefix, options.formMail) : null;
      if (formMail) app.addHook('onClose', () => formMail.close());
      registerFormRoutes(app, ctx, formMail?.enqueue ?? null);
      registerContentAiRoutes(app, ctx, {
        text: options.ai ? openAiCompatibleProvider(options.ai, ctx.log) : notConfiguredProvider,
        image: options.aiImage ? openAiCompatibleImageProvider(options.aiImage, ctx.log) : notConfiguredImageProvider,
        images,
        enqueue: sizesQueue?.enqueue ?? null,
      });
      registerBlockRoutes(app, ctx);
      registerNodeRoutes(app, ctx);
      registerRedirectRoutes(app, ctx);
      registerFontRoutes(app, installedFonts());
    },
    async background(ctx): Promise<Closable[]> {
      if (!ctx.redis) {
        ctx.log.warn('no Redis: orphan uploads are not cleaned up, image sizes are not made');
        return [];
      }
      return [
        ...(await startMaintenance(ctx.db, uploadStorage(ctx), imageStorageFor(ctx), ctx.redis, ctx.log, options)),
        ...(await startImageWorker(ctx.db, imageStorageFor(ctx), ctx.redis, ctx.log, options.queuePrefix)),
        ...(await startPublishingWorker(ctx.db, ctx.redis, ctx.log, options.queuePrefix)),
        ...(await startFormMailWorker(ctx.db, ctx.redis, ctx.log, options.queuePrefix, options.formMail)),
      ];
    },
    seed: seedDemoContent,
  };
}

export const contentService: ServiceDefinition = createContentService();
