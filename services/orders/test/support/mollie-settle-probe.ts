// Runs the Mollie adapter's capture, release and refund in a child process of the adapter
// test (see mollie-probe.ts for why a child process): prints what each call answered.
import { MollieProvider } from '../../src/payments/mollie';

async function main() {
  const [endpoint, id, amount] = process.argv.slice(2);
  const provider = new MollieProvider('test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', endpoint);
  const money = { amount: Number(amount), currency: 'EUR', orderUid: '6f1c2d3e-0000-4000-8000-000000000001' };
  const answer = async (call: () => Promise<boolean>) =>
    call().catch((error: { statusCode?: number; message?: string }) => `error ${error.statusCode ?? ''} ${error.message ?? ''}`);
  const result = {
    capture: await answer(() => provider.capture(id, money)),
    release: await answer(() => provider.voidAuthorization(id)),
    refund: await answer(() => provider.refund(id, money)),
  };
  process.stdout.write(JSON.stringify(result));
}

main().catch((error) => {
  process.stderr.write(String(error?.stack ?? error));
  process.exit(1);
});
