import {
  dataEnvelope,
  deviceActionResultSchema,
  deviceLogSchema,
  receivedReceiptSchema,
  ROLE_EMPLOYEE,
  type DeviceRecord,
} from '@asp/contracts';
import { authTexts, deviceLogTexts, deviceTexts, fill, operationTexts, receiptTexts } from '@asp/i18n';
import {
  forbidden,
  HttpError,
  idParams,
  isAdmin,
  isBranchEmployee,
  listPagingShape,
  notFound,
  requireRole,
  TOTAL_COUNT_HEADER,
  unprocessable,
  type ServiceApp,
} from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DevicesDeps } from '../deps';
import { findDevice, recordContact, writeDeviceLog } from '../device-store';
import { TABLES } from '../tables';
import { postNotification } from '../transport/http-notify';
import { describeStatus, requestStatus, sendRaw, STATUS_REQUESTS } from '../transport/tcp';

const tags = ['devices'];
const guard = requireRole(ROLE_EMPLOYEE);
const result = { 200: dataEnvelope(deviceActionResultSchema) };
const STATUS_NAMES = { 1: 'Drucker', 2: 'Offline-Ursache', 3: 'Fehler-Ursache', 4: 'Papiersensor' } as const;

/** The device by id for a staff member: 404 when unknown, 403 for another branch's employee. */
async function deviceForStaff(deps: DevicesDeps, request: FastifyRequest, id: number): Promise<DeviceRecord> {
  const device = await findDevice(deps.db, id);
  if (!device) throw notFound();
  if (!isAdmin(request.staff) && !isBranchEmployee(request.staff, device.branch)) throw forbidden(authTexts.forbidden);
  return device;
}

/** 422 with the spec's message; the reason is in the device log, not in the answer. */
const failed = (message: string) => unprocessable([{ message }]);

/**
 * The device actions of document 1 §7 (test print, test notification, request device
 * logs), the device log and, for the virtual printer, what it received. Employees may
 * run them for their branches' devices (they stand next to the printer); admins for all.
 */
export function registerDeviceActionRoutes(app: ServiceApp, deps: DevicesDeps): void {
  const { db, options } = deps;

  app.post(
    '/api/devices/:id/test/print',
    {
      preHandler: guard,
      config: { openapi: { errors: [422] } },
      schema: { summary: 'Devices: print a test page', tags, params: idParams, response: result },
    },
    async (request) => {
      const device = await deviceForStaff(deps, request, request.params.id);
      if (device.kind === 'notification-device' || !deps.printQueue || !deps.printEvents) {
        if (device.kind === 'notification-device') await writeDeviceLog(db, device.id, 'error', deviceLogTexts.notAPrinter);
        throw failed(operationTexts.testFailed);
      }
      // One attempt: the person at the printer wants to know now, not after the backoff.
      const job = await deps.printQueue.enqueue('test-print', { device: device.id }, { attempts: 1 });
      try {
        await job.waitUntilFinished(deps.printEvents, options.testWaitMs);
      } catch (error) {
        request.log.warn({ err: error, deviceId: device.id }, 'test print failed');
        throw failed(operationTexts.testFailed);
      }
      return { data: { ok: true as const, message: receiptTexts.testPageTitle } };
    },
  );

  app.post(
    '/api/devices/:id/test/notification',
    {
      preHandler: guard,
      config: { openapi: { errors: [422] } },
      schema: { summary: 'Devices: send a test notification', tags, params: idParams, response: result },
    },
    async (request) => {
      const device = await deviceForStaff(deps, request, request.params.id);
      const message = fill(receiptTexts.testNotification, { name: device.name, identifier: device.identifier });
      const { connection } = device;
      const address = connection.type === 'tcp' ? `${connection.host}:${connection.port}` : new URL(connection.url).host;
      try {
        if (connection.type === 'tcp') await sendRaw(connection, new TextEncoder().encode(`${message}\n`), options.connectTimeoutMs);
        else await postNotification(connection.url, { title: receiptTexts.testPageTitle, message }, options.connectTimeoutMs);
      } catch (error) {
        await writeDeviceLog(db, device.id, 'error', fill(deviceLogTexts.notificationFailed, { reason: (error as Error).message }));
        throw failed(operationTexts.testFailed);
      }
      await writeDeviceLog(db, device.id, 'info', fill(deviceLogTexts.notificationSent, { address }));
      await recordContact(db, device.id, options.now());
      return { data: { ok: true as const, message } };
    },
  );

  app.post(
    '/api/devices/:id/request-device-logs',
    {
      preHandler: guard,
      config: { openapi: { errors: [422] } },
      schema: { summary: 'Devices: ask a printer for its status (DLE EOT) and log the answer', tags, params: idParams, response: result },
    },
    async (request) => {
      const device = await deviceForStaff(deps, request, request.params.id);
      const { connection } = device;
      if (connection.type !== 'tcp') {
        await writeDeviceLog(db, device.id, 'warning', deviceLogTexts.notSupported);
        throw failed(operationTexts.logRequestFailed);
      }
      const answers: string[] = [];
      try {
        for (const n of STATUS_REQUESTS) {
          const status = await requestStatus(connection, n, options.statusTimeoutMs);
          answers.push(fill(deviceLogTexts.status, { request: STATUS_NAMES[n], answer: describeStatus(n, status) }));
        }
      } catch (error) {
        await writeDeviceLog(db, device.id, 'error', fill(deviceLogTexts.statusFailed, { reason: (error as Error).message }));
        throw failed(operationTexts.logRequestFailed);
      }
      for (const answer of answers) await writeDeviceLog(db, device.id, 'info', answer);
      await recordContact(db, device.id, options.now());
      return { data: { ok: true as const, message: answers.join('\n') } };
    },
  );

  app.get(
    '/api/devices/:id/logs',
    {
      preHandler: guard,
      schema: {
        summary: 'Devices: the device log (newest first)',
        tags,
        params: idParams,
        querystring: z.object(listPagingShape),
        response: { 200: dataEnvelope(z.array(deviceLogSchema)) },
      },
    },
    async (request, reply) => {
      const device = await deviceForStaff(deps, request, request.params.id);
      const { limit = 100, offset = 0 } = request.query;
      const rows = await db
        .selectFrom(TABLES.deviceLogs)
        .select(['id', 'device_id', 'at', 'level', 'message'])
        .where('device_id', '=', device.id)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom(TABLES.deviceLogs)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('device_id', '=', device.id)
        .executeTakeFirstOrThrow();
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          device: Number(row.device_id),
          at: new Date(row.at).toISOString(),
          level: row.level,
          message: row.message,
        })),
      };
    },
  );

  app.get(
    '/api/devices/:id/received',
    {
      preHandler: guard,
      config: { openapi: { errors: [422] } },
      schema: {
        summary: 'Devices: the last receipts the virtual printer received, as text (development printers only)',
        tags,
        params: idParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: dataEnvelope(z.array(receivedReceiptSchema)) },
      },
    },
    async (request) => {
      const device = await deviceForStaff(deps, request, request.params.id);
      if (!device.isVirtual || device.connection.type !== 'tcp') throw new HttpError(422, [{ message: deviceTexts.notVirtual }]);
      const rows = await db
        .selectFrom(TABLES.virtualPrinterReceipts)
        .select(['id', 'port', 'received_at', 'text', 'bytes'])
        .where('port', '=', device.connection.port)
        .orderBy('id', 'desc')
        .limit(request.query.limit)
        .execute();
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          port: row.port,
          receivedAt: new Date(row.received_at).toISOString(),
          text: row.text,
          bytes: row.bytes,
        })),
      };
    },
  );
}
