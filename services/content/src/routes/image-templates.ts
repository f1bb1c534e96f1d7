import { z } from 'zod';
import {
  contentEvents,
  dataEnvelope,
  imageSchema,
  imageTemplateInputSchema,
  imageTemplateLayerSchema,
  imageTemplateRenderBodySchema,
  type ImageTemplate,
  type ImageTemplateRenderBody,
} from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import {
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  eventActor,
  findEntity,
  idParams,
  notFound,
  registerResource,
  requireRole,
  unprocessable,
  type ErrorItem,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import { composeTemplate } from '../image-templates/compose';
import type { EnqueueImageSizes } from '../images/image-jobs';
import type { ImageStorage } from '../images/image-storage';
import { storeNewImage } from '../images/new-image';
import { TABLES, type ContentDb } from '../tables';

/** Every layer on the canvas, layer ids unique: German messages on the layer's field. */
function checkLayers(template: z.infer<typeof imageTemplateInputSchema>): void {
  const errors: ErrorItem[] = [];
  const seen = new Set<string>();
  template.layers.forEach((layer, index) => {
    const bottom = layer.type === 'text' ? layer.y + 1 : layer.y + layer.height;
    if (layer.x + layer.width > template.width) errors.push({ message: validationTexts.invalid, field: `layers[${index}].width` });
    if (bottom > template.height) errors.push({ message: validationTexts.invalid, field: `layers[${index}].y` });
    if (seen.has(layer.id)) errors.push({ message: validationTexts.unique, field: `layers[${index}].id` });
    seen.add(layer.id);
  });
  if (errors.length > 0) throw unprocessable(errors);
}

/**
 * Image templates (document 1 §3, §7): the standard calls, the layers, and the render call
 * composing a PNG with sharp — answered as bytes, or stored as a new image of `/api/images`
 * (then its sizes are made like for any upload). Staff read, administrators write and render-to-store.
 */
export function registerImageTemplateRoutes(
  app: ServiceApp,
  ctx: ServiceContext,
  deps: { images: ImageStorage; enqueue: EnqueueImageSizes | null },
): void {
  const db = ctx.db as ContentDb;
  registerResource(app, ctx, {
    path: '/api/image-templates',
    table: TABLES.imageTemplates,
    resource: 'imageTemplates',
    events: contentEvents.imageTemplate,
    schema: imageTemplateInputSchema,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    readRoles: [ROLE_EMPLOYEE],
    sortFields: ['name', 'identifier'],
    async beforeWrite(template) {
      checkLayers(template);
    },
  });

  const findTemplate = async (id: number): Promise<ImageTemplate> => {
    const template = await findEntity(db, TABLES.imageTemplates, id);
    if (!template) throw notFound();
    return { ...imageTemplateInputSchema.parse(template), id };
  };

  app.get(
    '/api/image-templates/:id/layers',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      schema: {
        summary: 'Image templates: the layers',
        params: idParams,
        response: { 200: dataEnvelope(z.array(imageTemplateLayerSchema)) },
      },
    },
    async (request) => ({ data: (await findTemplate(request.params.id)).layers }),
  );

  const render = (template: ImageTemplate, body: ImageTemplateRenderBody) =>
    composeTemplate(db, deps.images, template, body.variables, body.images);

  app.post(
    '/api/image-templates/:id/render',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      // The answer is the PNG's bytes (image/png), not a JSON envelope.
      schema: { summary: 'Image templates: compose the PNG (image/png)', params: idParams, body: imageTemplateRenderBodySchema },
    },
    async (request, reply) => {
      const png = await render(await findTemplate(request.params.id), request.body);
      return reply.header('content-type', 'image/png').header('cache-control', 'no-store').send(png);
    },
  );

  app.post(
    '/api/image-templates/:id/images',
    {
      // Storing creates an image: an administrator's write, like POST /api/images.
      onRequest: requireRole(ROLE_ADMIN),
      schema: {
        summary: 'Image templates: compose the PNG and store it as a new image',
        params: idParams,
        body: imageTemplateRenderBodySchema,
        response: { 201: dataEnvelope(imageSchema) },
      },
    },
    async (request, reply) => {
      const template = await findTemplate(request.params.id);
      const png = await render(template, request.body);
      const image = await storeNewImage(
        db,
        { images: deps.images, enqueue: deps.enqueue, log: request.log },
        {
          alt: request.body.alt || template.name,
          extension: 'png',
          mimeType: 'image/png',
          width: template.width,
          height: template.height,
          bytes: png.length,
          name: `${template.identifier}.png`,
        },
        png,
        eventActor(request.staff),
      );
      return reply.code(201).send({ data: image });
    },
  );
}
