import { FINAL_COMMAND_STATES, type SignageCommandBody, type SignageDevice } from '@asp/contracts';
import { backofficeSignageTexts as t } from '@asp/i18n';
import { Button, showToast } from '@asp/web-kit';
import { useState } from 'react';
import { useAbortSignageCommandMutation, useSceneListQuery, useSendSignageCommandMutation, useSignageStreamListQuery } from './signage-api';
import styles from './signage.module.css';

type Simple = 'reload' | 'black-screen' | 'screenshot' | 'clear-cache';
const SIMPLE: Simple[] = ['reload', 'screenshot', 'black-screen', 'clear-cache'];

/**
 * A TV's command buttons: the newest command with its state; while one is pending or
 * running the buttons wait and 'Abbrechen' stops it. Failures are the layout's notice
 * ('Befehl konnte nicht ausgeführt / abgebrochen werden.' or the service's reason).
 */
export function TvCommands({ device }: { device: SignageDevice }) {
  const [send, sending] = useSendSignageCommandMutation();
  const [abort, aborting] = useAbortSignageCommandMutation();
  const scenes = useSceneListQuery();
  const streams = useSignageStreamListQuery();
  const [scene, setScene] = useState('');
  const [stream, setStream] = useState('');
  const active = device.command !== null && !FINAL_COMMAND_STATES.includes(device.command.state);
  const busy = active || sending.isLoading || aborting.isLoading;
  const run = (command: SignageCommandBody) =>
    send({ id: device.id, command })
      .unwrap()
      .then(() => showToast(t.commandSent))
      .catch(() => undefined);

  return (
    <div className={styles.commands} data-testid={`tv-commands-${device.id}`}>
      {device.command && (
        <span className={styles.commandState} data-testid="tv-command-state">
          {t.command[device.command.type]}: {t.commandState[device.command.state]}
        </span>
      )}
      {/* The TV's message on a failed command, or its note on a done one (a screenshot without layout). */}
      {device.command?.error && (
        <span className={styles.commandNote} data-testid="tv-command-note">
          {device.command.error}
        </span>
      )}
      {active && (
        <Button
          variant="secondary"
          disabled={aborting.isLoading}
          onClick={() =>
            abort(device.id)
              .unwrap()
              .then(() => showToast(t.commandAborted))
              .catch(() => undefined)
          }
        >
          {t.abort}
        </Button>
      )}
      {SIMPLE.map((type) => (
        <Button key={type} variant="secondary" disabled={busy} onClick={() => run({ type })}>
          {t.command[type]}
        </Button>
      ))}
      <select aria-label={t.scene} value={scene} onChange={(event) => setScene(event.target.value)}>
        <option value="">{t.scene}</option>
        {(scenes.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <Button variant="secondary" disabled={busy || !scene} onClick={() => run({ type: 'show-scene', sceneId: Number(scene) })}>
        {t.command['show-scene']}
      </Button>
      <select aria-label={t.stream} value={stream} onChange={(event) => setStream(event.target.value)}>
        <option value="">{t.stream}</option>
        {(streams.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <Button variant="secondary" disabled={busy || !stream} onClick={() => run({ type: 'play-stream', streamId: Number(stream) })}>
        {t.command['play-stream']}
      </Button>
    </div>
  );
}
