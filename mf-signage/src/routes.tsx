import { Route, Routes } from '@asp/web-kit/router';
import { PlayerScreen } from './player/PlayerScreen';
import { TvStartScreen } from './tv/TvStartScreen';

/**
 * The signage routes, absolute: a TV opens /signage/{identifier}/{deviceKey} full screen
 * (the address the service hands out); /tv/{identifier} and anything else show the start screen.
 */
export function SignageRoutes() {
  return (
    <Routes>
      <Route path="/signage/:identifier/:deviceKey" element={<PlayerScreen />} />
      <Route path="/signage/:deviceIdentifier" element={<TvStartScreen />} />
      <Route path="/tv/:deviceIdentifier" element={<TvStartScreen />} />
      <Route path="*" element={<TvStartScreen />} />
    </Routes>
  );
}
