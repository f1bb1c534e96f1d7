import { DateTime } from 'luxon';
import { buildService, type RunningService } from '@asp/server-kit';
import { signStaffToken, startNatsServer, testServiceEnv, type TestNatsServer } from '@asp/server-kit/testing';
import { createAnalyticsService } from '../src/analytics-service';

// npm start's demo data: four weeks of visits and orders, so the dashboard is not empty.
let service: RunningService;
let nats: TestNatsServer;
beforeAll(async () => {
  nats = await startNatsServer();
  service = await buildService(createAnalyticsService(), await testServiceEnv({ natsUrl: nats.url, seedDemoData: true }));
}, 120_000);
afterAll(async () => {
  await service.close();
  await nats.stop();
});

test('the demo statistics show four weeks of visitors and orders', async () => {
  const today = DateTime.now().setZone('Europe/Berlin');
  const query = `from=${today.minus({ days: 28 }).toISODate()}&to=${today.minus({ days: 1 }).toISODate()}`;
  const get = async (name: string) => {
    const response = await service.app.inject({
      method: 'GET',
      url: `/api/statistics/${name}?${query}`,
      headers: signStaffToken().headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const visitors = await get('unique-visitors');
  expect(visitors.points).toHaveLength(28);
  expect(visitors.points.every((point: { value: number }) => point.value >= 45)).toBe(true);
  const revenue = await get('revenue');
  expect(revenue.orders).toBeGreaterThan(200);
  expect(revenue.average).toBeGreaterThan(3);
  expect((await get('popular-items')).rows.map((row: { label: string }) => row.label)).toContain('Bratwurst');
  expect((await get('browsers')).rows.length).toBeGreaterThanOrEqual(4);
  expect((await get('referrers')).rows.map((row: { label: string }) => row.label)).toContain('Direkt');
});
