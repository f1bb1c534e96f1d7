import { expect, request, type APIRequestContext, type APIResponse, type TestInfo } from '@playwright/test';
import { ADMIN } from '../backoffice';

/**
 * What a staff member does through the API in the ordering journeys: the back-office
 * order screens come in a later issue, so confirming, proposing a counter appointment,
 * completing or rejecting an order — and preparing branch data the clock would otherwise
 * decide — is done here with a real admin session (POST /api/login, the session cookie
 * and the X-CSRF-Token header from the asp_csrf cookie), never with a stub.
 */

export interface BranchRecord {
  id: number;
  identifier: string;
  name: string;
  [field: string]: unknown;
}

/** The parts of the staff view of an order the journeys check (libs/contracts orderSchema). */
export interface StaffOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  isConfirmed: boolean;
  isRejected: boolean;
  isCompleted: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isPaid: boolean;
  isDelivery: boolean;
  isDineIn: boolean;
  isQuotation: boolean;
  isPreorder: boolean;
  tableIdentifier: string | null;
  paymentMethod: string;
  appointmentDate: string | null;
  appointment: string | null;
  counterAppointment: string | null;
  deliveryArea: string | null;
  branch: { id: number };
  items: Array<{ product: { id: number; name: string }; amount: number; unit: string; gross: number | null; taxRate: number }>;
  totals: { gross: number; deliveryGross: number; totalGross: number; taxes: Record<string, number>; isApproximate: boolean };
  customer: Record<string, unknown>;
  questionnaire: { rating: number; foodRating: number; serviceRating: number; processRating: number; comment: string } | null;
  payment: { provider: string; status: string } | null;
}

const pick = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));

/** Runs every undo even when one fails (each puts back its own fields), then reports the failures. */
export async function undoAll(undos: Array<(() => Promise<void>) | null | undefined>): Promise<void> {
  const failures: unknown[] = [];
  for (const undo of [...undos].reverse()) {
    try {
      await undo?.();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new Error(`restoring the demo data failed: ${failures.map(String).join('; ')}`);
}

export type StatusAction = 'confirm' | 'reject' | 'cancel' | 'in-delivery' | 'completed';

/** The base URL of the run (the config's `use.baseURL`). */
export function baseUrlOf(testInfo: TestInfo): string {
  const url = testInfo.project.use.baseURL;
  if (!url) throw new Error('use.baseURL fehlt in der Playwright-Konfiguration');
  return url;
}

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export class StaffApi {
  private constructor(private readonly api: APIRequestContext) {}

  /** Signs in as the demo administrator. */
  static async login(baseURL: string): Promise<StaffApi> {
    const api = await request.newContext({ baseURL });
    const response = await api.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
    expect(response.status(), 'admin login').toBe(200);
    return new StaffApi(api);
  }

  private async headers(): Promise<Record<string, string>> {
    const csrf = (await this.api.storageState()).cookies.find((cookie) => cookie.name === 'asp_csrf')?.value;
    if (!csrf) throw new Error('asp_csrf cookie missing after login');
    return { 'X-CSRF-Token': csrf };
  }

  async get<T>(path: string): Promise<T> {
    return dataOf<T>(await this.api.get(path), `GET ${path}`);
  }

  async send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
    const response = await this.api.fetch(path, { method, data: data ?? {}, headers: await this.headers() });
    return dataOf<T>(response, `${method} ${path}`);
  }

  /** DELETE a record (clean-up of what a journey created). */
  async remove(path: string): Promise<void> {
    const response = await this.api.fetch(path, { method: 'DELETE', headers: await this.headers() });
    expect(response.status(), `DELETE ${path}`).toBe(200);
  }

  /** Takes a product out of every menu that lists it (before it is deleted). */
  async removeFromMenus(productId: number): Promise<void> {
    type MenuRecord = { id: number; catalog: Array<{ id: number; products: number[] }> } & Record<string, unknown>;
    for (const { id, ...menu } of await this.get<MenuRecord[]>('/api/menus')) {
      if (!menu.catalog.some((entry) => entry.products.includes(productId))) continue;
      const catalog = menu.catalog.map((entry) => ({ ...entry, products: entry.products.filter((product) => product !== productId) }));
      await this.send('PUT', `/api/menus/${id}`, { ...menu, catalog });
    }
  }

  /** Takes a category out of every menu's catalogue (before it is deleted). */
  async removeCategoryFromMenus(categoryId: number): Promise<void> {
    type MenuRecord = { id: number; catalog: Array<{ id: number; products: number[] }> } & Record<string, unknown>;
    for (const { id, ...menu } of await this.get<MenuRecord[]>('/api/menus')) {
      if (!menu.catalog.some((entry) => entry.id === categoryId)) continue;
      await this.send('PUT', `/api/menus/${id}`, { ...menu, catalog: menu.catalog.filter((entry) => entry.id !== categoryId) });
    }
  }

  async branch(identifier: string): Promise<BranchRecord> {
    const branches = await this.get<BranchRecord[]>('/api/branches');
    const branch = branches.find((candidate) => candidate.identifier === identifier);
    if (!branch) throw new Error(`branch ${identifier} not found`);
    return branch;
  }

  /**
   * Changes some fields of a branch (the API takes the whole record) and returns what
   * puts those fields back as they were — only those, on top of the branch as it is then —
   * so the journeys can call it in afterAll and leave the demo data as seeded.
   */
  async patchBranch(identifier: string, patch: Record<string, unknown>): Promise<() => Promise<void>> {
    const { id, ...original } = await this.branch(identifier);
    await this.send('PUT', `/api/branches/${id}`, { ...original, ...patch });
    return async () => {
      const { id: _id, ...current } = await this.branch(identifier);
      await this.send('PUT', `/api/branches/${id}`, { ...current, ...pick(original, Object.keys(patch)) });
    };
  }

  /** Same for the shop configuration (POST /api/config takes the whole object). */
  async patchConfig(patch: Record<string, unknown>): Promise<() => Promise<void>> {
    const original = await this.get<Record<string, unknown>>('/api/config');
    await this.send('POST', '/api/config', { ...original, ...patch });
    return async () => {
      const current = await this.get<Record<string, unknown>>('/api/config');
      await this.send('POST', '/api/config', { ...current, ...pick(original, Object.keys(patch)) });
    };
  }

  order(id: number): Promise<StaffOrder> {
    return this.get<StaffOrder>(`/api/orders/${id}`);
  }

  /** The staff status calls of document 1 §7 (`POST /api/orders/{id}/status/{action}`). */
  orderStatus(id: number, action: StatusAction, body: Record<string, unknown> = {}): Promise<StaffOrder> {
    return this.send<StaffOrder>('POST', `/api/orders/${id}/status/${action}`, body);
  }

  dispose(): Promise<void> {
    return this.api.dispose();
  }
}
