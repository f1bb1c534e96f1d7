import { IDENTITY_STREAM, servicePort } from '@asp/contracts';
import type { ServiceDefinition } from '@asp/server-kit';
import { DeviceMarker } from './device-cookie';
import { identityMigrations } from './migrations';
import { LoginThrottle, defaultThrottlePolicies, type ThrottlePolicies } from './login-throttle';
import { registerAuthRoutes } from './routes/auth';
import { registerUserRoutes } from './routes/users';
import { registerCustomerRoutes } from './routes/customers';
import { registerExternalUserRoutes } from './routes/external-users';
import { seedIdentity } from './seed';

export interface IdentityOptions {
  throttle?: ThrottlePolicies;
}

/**
 * The identity service (DESIGN.md §4): users, sign-in and sign-out, the current
 * user, roles, customers, external users and login throttling. It is the one
 * service holding the private key, so the one that signs staff tokens.
 */
export function createIdentityService(options: IdentityOptions = {}): ServiceDefinition {
  return {
    name: 'identity',
    defaultPort: servicePort('identity'),
    stream: IDENTITY_STREAM,
    migrations: identityMigrations,
    async routes(app, ctx) {
      // Throttling and logout revocation must be shared by all instances: no Redis, no identity.
      if (!ctx.redis) throw new Error('identity: REDIS_URL fehlt (Anmeldesperre und Abmeldung brauchen Redis).');
      if (!ctx.env.jwtPrivateKey) throw new Error('identity: JWT_PRIVATE_KEY fehlt (Anmeldungen werden damit signiert).');
      const throttle = new LoginThrottle(ctx.redis, options.throttle ?? defaultThrottlePolicies);
      await registerAuthRoutes(app, ctx, ctx.redis, { throttle, devices: new DeviceMarker(ctx.env.jwtPrivateKey) });
      await registerUserRoutes(app, ctx, ctx.redis);
      registerCustomerRoutes(app, ctx);
      registerExternalUserRoutes(app, ctx);
    },
    seed: seedIdentity,
  };
}

export const identityService = createIdentityService();
