import { readGatewayConfig } from './config';
import { buildGateway } from './gateway';

// Entry point: `tsx services/gateway/src/main.ts` (or `node --import tsx …`).
async function main(): Promise<void> {
  const config = readGatewayConfig();
  const app = await buildGateway(config);
  await app.listen({ host: config.host, port: config.port });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting, lets running requests finish, closes the upstream pools. Open
    // event streams (SSE) never finish by themselves: they get a few seconds, then go.
    setTimeout(() => process.exit(0), 5_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('Gateway startet nicht:', error);
  process.exit(1);
});
