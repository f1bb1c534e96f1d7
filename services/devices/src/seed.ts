import { deviceInputSchema, devicesEvents, type DeviceInput } from '@asp/contracts';
import { insertResourceRecord, seedOnce, sql, type ServiceContext, type Trx } from '@asp/server-kit';
import { TABLES } from './tables';

/** Any constant: serialises concurrent seeders of the same database. */
const SEED_LOCK = 3_007_001;
/** The catalog's demo data creates Konstanz first: branch 1 (identity's demo employee works there too). */
const DEMO_BRANCH = 1;

export function demoDevices(printer: { host: string; port: number } | null): DeviceInput[] {
  // Without the virtual printer the demo printers point where it would listen.
  const connection = { type: 'tcp' as const, host: printer?.host ?? '127.0.0.1', port: printer?.port ?? 9100 };
  return [
    {
      identifier: 'bondrucker-konstanz',
      name: 'Bondrucker Theke',
      branch: DEMO_BRANCH,
      kind: 'receipt-printer',
      connection,
      isVirtual: true,
    },
    {
      identifier: 'etiketten-konstanz',
      name: 'Etikettendrucker Kühltheke',
      branch: DEMO_BRANCH,
      kind: 'label-printer',
      connection,
      columns: 32,
      isVirtual: true,
    },
  ];
}

/**
 * Demo devices (DESIGN.md §10): the Konstanz branch's receipt printer and label printer,
 * both attached to the virtual network printer `npm start` runs, and a few log lines so
 * the back office's log view is not empty. Runs only on an empty devices table.
 */
export async function seedDemoDevices(ctx: ServiceContext, printer: { host: string; port: number } | null): Promise<void> {
  await seedOnce(ctx, {
    name: 'devices',
    lock: SEED_LOCK,
    tables: [TABLES.devices],
    async seed(trx: Trx) {
      const ids: number[] = [];
      for (const device of demoDevices(printer)) {
        ids.push(
          await insertResourceRecord(trx, TABLES.devices, deviceInputSchema, device, devicesEvents.device, {
            identifier: device.identifier,
          }),
        );
      }
      const address = `${printer?.host ?? '127.0.0.1'}:${printer?.port ?? 9100}`;
      const lines: Array<[number, string, string, string]> = [
        [ids[0]!, '2 hours', 'info', 'Gerät eingerichtet.'],
        [ids[0]!, '110 minutes', 'warning', `Testdruck: Versuch 1 von 1 fehlgeschlagen: ${address}: ECONNREFUSED`],
        [ids[0]!, '100 minutes', 'info', `Testdruck: 187 Bytes an ${address} gesendet.`],
        [ids[1]!, '90 minutes', 'info', 'Gerät eingerichtet.'],
      ];
      for (const [device, ago, level, message] of lines) {
        await sql`insert into device_logs (device_id, at, level, message) values (${device}, now() - ${ago}::interval, ${level}, ${message})`.execute(
          trx,
        );
      }
    },
  });
}
