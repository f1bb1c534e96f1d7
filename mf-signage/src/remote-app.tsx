import type { RemoteAppProps } from '@asp/web-kit';
import { SignageRoutes } from './routes';
import { configureZodForBrowser } from '@asp/web-kit/zod';

// zod in German and without eval before this remote's first parse (web-kit zod-browser-config).
configureZodForBrowser();

/**
 * The signage remote (DESIGN.md §2): the TV player, opened full screen at
 * /signage/{identifier}/{deviceKey} (start screen at /tv/{deviceIdentifier}); the shell mounts it without page chrome. Scenes,
 * segments, streams and live device commands come with the signage service.
 */
export default function RemoteApp(_props: RemoteAppProps) {
  return <SignageRoutes />;
}
