// Runs the Mollie adapter in a child process of the adapter test (see payment-providers.test.ts):
// the Mollie client pins its own CA bundle, so the self-signed local stand-in can only be
// trusted through NODE_TLS_REJECT_UNAUTHORIZED, which jest's sandbox cannot set for its worker.
import { MollieProvider } from '../../src/payments/mollie';

async function main() {
  const [endpoint, inputJson, ...ids] = process.argv.slice(2);
  const provider = new MollieProvider('test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', endpoint);
  const created = await provider.createPayment(JSON.parse(inputJson));
  const payments: Record<string, unknown> = {};
  for (const id of ids) payments[id] = await provider.getPayment(id);
  process.stdout.write(JSON.stringify({ created, payments }));
}

main().catch((error) => {
  process.stderr.write(String(error?.stack ?? error));
  process.exit(1);
});
