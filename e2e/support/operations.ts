import { expect, request } from '@playwright/test';
import { platform } from './platform';
import type { StaffApi } from './ordering/staff-api';

/**
 * What the order-operations journey (issue 12) reads besides the pages: the branch's
 * order-screen key, the text the virtual printer decoded, and the mail catcher's inbox.
 * All through the platform's own interfaces (admin API, MailDev's REST API on the port of
 * the platform manifest), never through the database.
 */

/** The branch's order-screen API key (admin API), for /screens/frontdesk/{branchId}/{apiKey}. */
export async function orderScreenKey(staff: StaffApi, branchId: number): Promise<string> {
  return (await staff.get<{ orderScreenApiKey: string }>(`/api/branches/${branchId}/order-screen-api-key`)).orderScreenApiKey;
}

/** The id of a device by its identifier (the seeded 'bondrucker-konstanz'). */
export async function deviceId(staff: StaffApi, identifier: string): Promise<number> {
  const devices = await staff.get<Array<{ id: number; identifier: string }>>('/api/devices?limit=100');
  const device = devices.find((candidate) => candidate.identifier === identifier);
  if (!device) throw new Error(`device ${identifier} not found`);
  return device.id;
}

export interface ReceivedReceipt {
  id: number;
  receivedAt: string;
  text: string;
}

/** The newest receipts the virtual printer behind a device received, decoded to text (newest first). */
export function receivedReceipts(staff: StaffApi, id: number, limit = 10): Promise<ReceivedReceipt[]> {
  return staff.get<ReceivedReceipt[]>(`/api/devices/${id}/received?limit=${limit}`);
}

/** A mail as MailDev's REST API lists it (GET /email). */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: Array<{ address: string; name?: string }>;
}

/** The mail catcher's web/REST port (platform manifest `infrastructure.mailWeb`). */
export const mailCatcherUrl = `http://127.0.0.1:${platform.infrastructure.mailWeb}`;

/** Every mail the catcher holds for an address. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const api = await request.newContext({ baseURL: mailCatcherUrl });
  try {
    const response = await api.get('/email');
    expect(response.status(), 'MailDev GET /email').toBe(200);
    const mails = (await response.json()) as CaughtMail[];
    return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
  } finally {
    await api.dispose();
  }
}
