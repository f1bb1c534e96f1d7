import { Route, Routes } from 'react-router-dom';
import { TvStartScreen } from './tv/TvStartScreen';

/** The signage routes, absolute: a TV opens /tv/{deviceIdentifier} full screen. */
export function SignageRoutes() {
  return (
    <Routes>
      <Route path="/tv/:deviceIdentifier" element={<TvStartScreen />} />
      <Route path="*" element={<TvStartScreen />} />
    </Routes>
  );
}
