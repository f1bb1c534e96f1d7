// Embedded PostgreSQL for the one-command start (DESIGN.md §10), as its own child
// process of start.mjs: `node --import tsx infra/dev/postgres.ts <dataDir> <port>`.
// Prints a ready line once it accepts connections, stays up until SIGINT/SIGTERM,
// then shuts PostgreSQL down cleanly (every committed transaction stays on disk).
//
// Imports the one file, not the server-kit index: this process needs no Fastify, NATS or Redis.
import { startEmbeddedPostgres } from '../../libs/server-kit/src/embedded-postgres';

// start.mjs waits for this line.
const READY_LINE = 'postgres bereit';

async function main(): Promise<void> {
  const [dataDir, portArg] = process.argv.slice(2);
  const port = Number(portArg);
  if (!dataDir || !Number.isInteger(port)) {
    console.error('Aufruf: node --import tsx infra/dev/postgres.ts <Datenordner> <Port>');
    process.exit(2);
  }
  const verbose = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port,
    // initdb's report and PostgreSQL's routine LOG lines only when asked for; problems always.
    onLog: (chunk) => {
      for (const line of chunk.split('\n'))
        if (line.trim() && (verbose || /WARNING|ERROR|FATAL|PANIC|error:/.test(line))) console.error(line);
    },
  });
  console.log(`${READY_LINE} auf Port ${port}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await postgres.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('PostgreSQL startet nicht:', error instanceof Error ? error.message : error);
  process.exit(1);
});
