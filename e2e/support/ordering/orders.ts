import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Orders placed through the public API — the call the checkout makes (POST /api/orders) —
 * for the journeys whose subject is the status page, not the checkout (those journeys
 * run the checkout in the browser elsewhere). Ids come from the public start-up data.
 */

export interface ApiOrderItem {
  product: string;
  amount: number;
  unit: string;
}

export interface ApiOrderInput {
  branch: string;
  items: ApiOrderItem[];
  lastName: string;
  appointmentDate?: string | null;
}

export interface PlacedOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
}

async function listOf<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const response = await api.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

/** Places a takeaway order the way checkout variant 1 sends it (cash, SMS, terms and privacy accepted). */
export async function placeOrderViaApi(api: APIRequestContext, input: ApiOrderInput): Promise<PlacedOrder> {
  const branches = await listOf<{ id: number; identifier: string }>(api, '/api/branches');
  const products = await listOf<{ id: number; name: string }>(api, '/api/products');
  const branch = branches.find((candidate) => candidate.identifier === input.branch);
  if (!branch) throw new Error(`branch ${input.branch} not found`);
  const items = input.items.map((item) => {
    const product = products.find((candidate) => candidate.name === item.product);
    if (!product) throw new Error(`product ${item.product} not found`);
    return { product: product.id, amount: item.amount, unit: item.unit, parts: [] };
  });
  const response = await api.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
    data: {
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      items,
      firstName: 'Erika',
      lastName: input.lastName,
      phone: '+497551123456',
      appointmentDate: input.appointmentDate ?? null,
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
    },
  });
  expect(response.status(), `POST /api/orders: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: PlacedOrder }).data;
}
