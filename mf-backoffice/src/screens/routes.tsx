import { validationTexts } from '@asp/i18n';
import { Route, useParams } from '@asp/web-kit/router';
import { FrontdeskScreen } from './FrontdeskScreen';
import { KitchenScreen } from './KitchenScreen';
import { TerminalScreen } from './terminal/TerminalScreen';

/** Prefix the shell hands to this remote for the order screens (shell/src/routing/remote-for-path.ts). */
export const SCREENS_PATH = '/screens';

function Screen({ kind }: { kind: 'frontdesk' | 'kitchen' }) {
  const { branchId, apiKey } = useParams();
  const id = Number(branchId);
  if (!Number.isInteger(id) || id <= 0 || !apiKey) return <p role="alert">{validationTexts.routeNotFound}</p>;
  // A new key or branch starts a fresh screen (no orders of the previous one).
  return kind === 'frontdesk' ? (
    <FrontdeskScreen key={`${id}/${apiKey}`} branchId={id} apiKey={apiKey} />
  ) : (
    <KitchenScreen key={`${id}/${apiKey}`} branchId={id} apiKey={apiKey} />
  );
}

/** The punch terminal (issue 15): the terminal's access token in the URL is the credential. */
function Terminal() {
  const { token } = useParams();
  if (!token) return <p role="alert">{validationTexts.routeNotFound}</p>;
  return <TerminalScreen key={token} token={token} />;
}

/** The order screens and the punch terminal: no login, the branch's API key in the URL is the credential. */
export const screenRoutes = [
  <Route key="frontdesk" path={`${SCREENS_PATH}/frontdesk/:branchId/:apiKey`} element={<Screen kind="frontdesk" />} />,
  <Route key="kitchen" path={`${SCREENS_PATH}/kitchen/:branchId/:apiKey`} element={<Screen kind="kitchen" />} />,
  <Route key="terminal" path={`${SCREENS_PATH}/terminal/:token`} element={<Terminal />} />,
  <Route key="other" path={`${SCREENS_PATH}/*`} element={<p role="alert">{validationTexts.routeNotFound}</p>} />,
];
