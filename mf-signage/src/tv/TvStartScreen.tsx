import { fill, signageTexts } from '@asp/i18n';
import { useParams } from '@asp/web-kit/router';
import styles from './TvStartScreen.module.css';

/** What a TV shows before it has content: which device it is, and that it waits. */
export function TvStartScreen() {
  const { deviceIdentifier } = useParams();
  return (
    <div className={`${styles.root} tv-screen`} data-testid="tv-start-screen">
      {deviceIdentifier && <h1 className="tv-screen__device">{fill(signageTexts.device, { identifier: deviceIdentifier })}</h1>}
      <p className="tv-screen__waiting" aria-live="polite">
        {signageTexts.waiting}
      </p>
    </div>
  );
}
