// All benchmarks, one after the other (`npx nx run bench:bench` runs this file).
import { runCatalogRead } from './catalog-read';
import { runOrdersList } from './orders-list';

async function main(): Promise<void> {
  await runCatalogRead();
  await runOrdersList();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
