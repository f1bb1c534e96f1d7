/** @jest-environment jsdom */
import { operationTexts, shellTexts } from '@asp/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

/** A remote that fails to render until `healthy.now` is set (as a remote that was down). */
const healthy = { now: false };
function Remote() {
  if (!healthy.now) throw new Error('remoteEntry.js not reachable');
  return <p>Shop</p>;
}

/** The shell's use: a retry re-mounts the boundary's children (FederatedRemote's key). */
function Host() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Remote />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    healthy.now = false;
    // React and the boundary report the caught error; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the German error with a retry instead of a blank page, and the retry loads the remote again', () => {
    render(<Host />);
    expect(screen.getByRole('alert').textContent).toContain(shellTexts.remoteLoadFailed);
    expect(screen.queryByText('Shop')).toBeNull();
    healthy.now = true;
    fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
    expect(screen.getByText('Shop')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a retry that fails again shows the error again, with its own message when given', () => {
    render(
      <RemoteBoundary onRetry={() => undefined} message="Die Kasse konnte nicht geladen werden.">
        <Remote />
      </RemoteBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
    expect(screen.getByRole('alert').textContent).toContain('Die Kasse konnte nicht geladen werden.');
  });

  it('clears its own error on retry, so children that now render show even without a new key', () => {
    render(
      <RemoteBoundary
        onRetry={() => {
          healthy.now = true;
        }}
      >
        <Remote />
      </RemoteBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
    expect(screen.getByText('Shop')).toBeTruthy();
  });
});
