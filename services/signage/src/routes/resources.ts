import {
  ROLE_EMPLOYEE,
  sceneInputSchema,
  sceneListQuerySchema,
  segmentInputSchema,
  segmentListQuerySchema,
  signageDeviceInputSchema,
  signageDeviceListQuerySchema,
  signageDeviceSchema,
  signageEvents,
  streamInputSchema,
  streamListQuerySchema,
  type SegmentInput,
} from '@asp/contracts';
import { signageServiceTexts } from '@asp/i18n';
import {
  conflict,
  fieldPath,
  isAdmin,
  jsonText,
  registerResource,
  searchWords,
  sql,
  unprocessable,
  type ErrorItem,
  type ServiceApp,
  type ServiceContext,
  type Trx,
} from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import type { SignageDeps } from '../deps';
import { presentDevices } from '../device-store';
import { TABLES } from '../tables';

/** Admins see every TV; an employee only the TVs of their branches (document 1 §6). */
function branchScope(request: FastifyRequest) {
  if (isAdmin(request.staff)) return undefined;
  const branches = (request.staff?.branches ?? []).map(String);
  return branches.length ? sql<boolean>`${jsonText('branch')} in (${sql.join(branches)})` : sql<boolean>`false`;
}

/** The ids among `ids` that are not rows of `table`. */
async function missing(trx: Trx, table: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await trx.selectFrom(table).select('id').where('id', 'in', ids).execute();
  const found = new Set(rows.map((row) => Number(row.id)));
  return new Set(ids.filter((id) => !found.has(id)));
}

/** Which fields each kind needs (German 422 on the field). */
function segmentKindErrors(segment: SegmentInput): ErrorItem[] {
  switch (segment.kind) {
    case 'image':
    case 'video':
      return segment.media || segment.url ? [] : [{ message: signageServiceTexts.mediaOrUrlRequired, field: 'media' }];
    case 'html':
      return segment.html?.trim() ? [] : [{ message: signageServiceTexts.htmlRequired, field: 'html' }];
    case 'image-template':
      return segment.template ? [] : [{ message: signageServiceTexts.templateRequired, field: 'template' }];
    case 'menu-board':
      return segment.menuBoard ? [] : [{ message: signageServiceTexts.categoryRequired, field: 'menuBoard.category' }];
  }
}

/**
 * Scenes, segments, streams and TVs (document 1 §3, §7; issue 16): the standard calls with
 * filtered, paged, sortable lists. References are checked on write (422 on the field) and
 * on delete (409 while still used). HTML slides are sanitised like the catalogue's rich
 * texts. Employees read their branches' TVs (and everything else); admins write.
 */
export function registerSignageResources(app: ServiceApp, ctx: ServiceContext, deps: SignageDeps): void {
  const readRoles = [ROLE_EMPLOYEE];

  registerResource(app, ctx, {
    path: '/api/scenes',
    table: TABLES.scenes,
    resource: 'scenes',
    events: signageEvents.scene,
    schema: sceneInputSchema,
    uniqueFields: ['path'],
    readRoles,
    listQuery: sceneListQuerySchema,
    sortFields: ['name', 'path'],
    filters: { search: (search) => searchWords(search, ['name', 'path']) },
    richTextFields: ['content.html'],
    async beforeWrite(scene, trx) {
      const unknown = await missing(trx, TABLES.segments, scene.content.segments);
      const index = scene.content.segments.findIndex((id) => unknown.has(id));
      if (index >= 0)
        throw unprocessable([{ message: signageServiceTexts.unknownSegment, field: fieldPath(['content', 'segments', index]) }]);
    },
    async beforeDelete(id, trx) {
      const used = await trx
        .selectFrom(TABLES.devices)
        .select('id')
        .where(sql<boolean>`data->>'scene' = ${String(id)}`)
        .executeTakeFirst();
      if (used) throw conflict(signageServiceTexts.sceneInUse);
    },
  });

  registerResource(app, ctx, {
    path: '/api/digital-signage-segments',
    table: TABLES.segments,
    resource: 'digitalSignageSegments',
    events: signageEvents.segment,
    schema: segmentInputSchema,
    readRoles,
    listQuery: segmentListQuerySchema,
    sortFields: ['name', 'kind', 'duration'],
    filters: {
      search: (search) => searchWords(search, ['name']),
      kind: (kind) => sql<boolean>`${jsonText('kind')} = ${kind}`,
      category: (category) => sql<boolean>`data->'menuBoard'->>'category' = ${String(category)}`,
    },
    richTextFields: ['html'],
    async beforeWrite(segment) {
      const errors = segmentKindErrors(segment);
      if (errors.length) throw unprocessable(errors);
    },
    async beforeDelete(id, trx) {
      const inStream = await trx
        .selectFrom(TABLES.streams)
        .select('id')
        .where(sql<boolean>`data->'entries' @> ${JSON.stringify([{ segment: id }])}::jsonb`)
        .executeTakeFirst();
      const inScene = await trx
        .selectFrom(TABLES.scenes)
        .select('id')
        .where(sql<boolean>`data->'content'->'segments' @> ${JSON.stringify([id])}::jsonb`)
        .executeTakeFirst();
      if (inStream || inScene) throw conflict(signageServiceTexts.segmentInUse);
    },
  });

  registerResource(app, ctx, {
    path: '/api/digital-signage-streams',
    table: TABLES.streams,
    resource: 'digitalSignageStreams',
    events: signageEvents.stream,
    schema: streamInputSchema,
    readRoles,
    listQuery: streamListQuerySchema,
    sortFields: ['name'],
    filters: {
      search: (search) => searchWords(search, ['name']),
      segment: (segment) => sql<boolean>`data->'entries' @> ${JSON.stringify([{ segment }])}::jsonb`,
    },
    async beforeWrite(stream, trx) {
      const ids = stream.entries.map((entry) => entry.segment);
      const unknown = await missing(trx, TABLES.segments, ids);
      const index = ids.findIndex((id) => unknown.has(id));
      if (index >= 0)
        throw unprocessable([{ message: signageServiceTexts.unknownSegment, field: fieldPath(['entries', index, 'segment']) }]);
    },
    async beforeDelete(id, trx) {
      const used = await trx
        .selectFrom(TABLES.devices)
        .select('id')
        .where(sql<boolean>`data->>'stream' = ${String(id)}`)
        .executeTakeFirst();
      if (used) throw conflict(signageServiceTexts.streamInUse);
    },
  });

  registerResource(app, ctx, {
    path: '/api/digital-signage-devices',
    table: TABLES.devices,
    resource: 'digitalSignageDevices',
    events: signageEvents.device,
    schema: signageDeviceInputSchema,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    readRoles,
    staffScope: branchScope,
    listQuery: signageDeviceListQuerySchema,
    sortFields: ['name', 'identifier', 'branch'],
    filters: {
      search: (search) => searchWords(search, ['name', 'identifier']),
      branch: (branch) => sql<boolean>`${jsonText('branch')} = ${String(branch)}`,
      stream: (stream) => sql<boolean>`${jsonText('stream')} = ${String(stream)}`,
    },
    present: { schema: signageDeviceSchema, records: (_db, entities) => presentDevices(deps.db, entities, deps.options.now()) },
    async beforeWrite(device, trx) {
      const errors: ErrorItem[] = [];
      if (device.stream !== null && (await missing(trx, TABLES.streams, [device.stream])).size)
        errors.push({ message: signageServiceTexts.unknownStream, field: 'stream' });
      if (device.scene !== null && (await missing(trx, TABLES.scenes, [device.scene])).size)
        errors.push({ message: signageServiceTexts.unknownScene, field: 'scene' });
      if (errors.length) throw unprocessable(errors);
    },
  });
}
