import { deviceInputSchema, deviceListQuerySchema, deviceSchema, devicesEvents, ROLE_EMPLOYEE } from '@asp/contracts';
import { deviceTexts } from '@asp/i18n';
import { isAdmin, jsonText, registerResource, sql, unprocessable, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import type { DevicesDeps } from '../deps';
import { presentDevices } from '../device-store';
import { TABLES } from '../tables';

/** Admins see every device; an employee only the devices of their branches (document 1 §6). */
export function branchScope(request: FastifyRequest) {
  if (isAdmin(request.staff)) return undefined;
  const branches = (request.staff?.branches ?? []).map(String);
  return branches.length ? sql<boolean>`${jsonText('branch')} in (${sql.join(branches)})` : sql<boolean>`false`;
}

/**
 * Devices (document 1 §3, §7): the standard calls. Administrators create, change and
 * delete devices; employees read their branches' devices (to see whether the printer at
 * their counter is online). Lists filter by branch and kind and page in SQL. Answers add
 * the server-managed `lastContactAt` and `online` (device_contacts), which writes never touch.
 */
export function registerDeviceRoutes(app: ServiceApp, ctx: ServiceContext, deps: DevicesDeps): void {
  registerResource(app, ctx, {
    path: '/api/devices',
    table: TABLES.devices,
    resource: 'devices',
    events: devicesEvents.device,
    schema: deviceInputSchema,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    readRoles: [ROLE_EMPLOYEE],
    staffScope: branchScope,
    listQuery: deviceListQuerySchema,
    // The back office's device list sorts by these columns (?sort=name, ?sort=-kind).
    sortFields: ['name', 'identifier', 'kind'],
    filters: {
      branch: (branch) => sql<boolean>`${jsonText('branch')} = ${String(branch)}`,
      kind: (kind) => sql<boolean>`${jsonText('kind')} = ${kind}`,
    },
    present: { schema: deviceSchema, records: (_db, entities) => presentDevices(deps.db, entities, deps.options.now()) },
    async beforeWrite(device) {
      if (device.kind !== 'notification-device' && device.connection.type !== 'tcp') {
        throw unprocessable([{ message: deviceTexts.printerNeedsNetwork, field: 'connection.type' }]);
      }
    },
  });
}
