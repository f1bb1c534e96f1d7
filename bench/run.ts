// All benchmarks, one after the other (`npx nx run bench:bench` runs this file).
import { runCatalogRead } from './catalog-read';

async function main(): Promise<void> {
  await runCatalogRead();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
