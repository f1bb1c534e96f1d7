import { randomUUID } from 'node:crypto';
import { signageEvents, type signageCommandBodySchema, type SignageCommand, type SignageCommandState } from '@asp/contracts';
import { signageServiceTexts } from '@asp/i18n';
import { conflict, writeEvent } from '@asp/server-kit';
import type { z } from 'zod';
import { TABLES, type SignageDb, type SignageTables, type SignageTrx } from './tables';

type CommandRow = SignageTables['signage_commands'] & { created_at: Date };
type CommandBody = z.infer<typeof signageCommandBodySchema>;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export function toCommand(row: CommandRow): SignageCommand {
  return {
    id: row.id,
    type: row.type,
    sceneId: row.scene_id === null ? null : Number(row.scene_id),
    streamId: row.stream_id === null ? null : Number(row.stream_id),
    seconds: row.seconds,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: iso(row.started_at),
    endsAt: iso(row.ends_at),
    finishedAt: iso(row.finished_at),
    error: row.error,
  };
}

/** The newest command of each TV (null for a TV that never had one). */
export async function latestCommands(db: SignageDb | SignageTrx, deviceIds: number[]): Promise<Map<number, SignageCommand>> {
  if (!deviceIds.length) return new Map();
  const rows = await db
    .selectFrom(TABLES.commands)
    .selectAll()
    .distinctOn('device_id')
    .where('device_id', 'in', deviceIds)
    .orderBy('device_id')
    .orderBy('created_at', 'desc')
    .execute();
  return new Map(rows.map((row) => [Number(row.device_id), toCommand(row as CommandRow)]));
}

async function lockActive(trx: SignageTrx, deviceId: number): Promise<CommandRow | undefined> {
  return (await trx
    .selectFrom(TABLES.commands)
    .selectAll()
    .where('device_id', '=', deviceId)
    .where('state', 'in', ['pending', 'running'])
    .forUpdate()
    .executeTakeFirst()) as CommandRow | undefined;
}

/** Overrides (a scene, a stream, a black screen) end `seconds` after they start. */
const isOverride = (type: SignageCommand['type']) => type === 'show-scene' || type === 'play-stream' || type === 'black-screen';
const endOf = (type: SignageCommand['type'], seconds: number | null, from: Date) =>
  isOverride(type) && seconds !== null ? new Date(from.getTime() + seconds * 1000) : null;

async function announce(trx: SignageTrx, deviceId: number, row: CommandRow): Promise<SignageCommand> {
  const command = toCommand(row);
  await writeEvent(trx, signageEvents.command.changed, { device: deviceId, command });
  return command;
}

/**
 * Sends a command: stored as pending and announced (the TV's stream gets it at once).
 * The caller has locked the TV's row. While another command is pending or running: 409
 * (an override past its end counts as done).
 */
export async function createCommand(trx: SignageTrx, deviceId: number, body: CommandBody, now: Date): Promise<SignageCommand> {
  const active = await lockActive(trx, deviceId);
  // An override whose time is up is over, whether or not the TV said so (it may be offline).
  if (active && active.ends_at && active.ends_at <= now) {
    const row = (await trx
      .updateTable(TABLES.commands)
      .set({ state: 'done', finished_at: active.ends_at })
      .where('id', '=', active.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as CommandRow;
    await announce(trx, deviceId, row);
  } else if (active) throw conflict(signageServiceTexts.commandBusy);
  const seconds = 'seconds' in body ? body.seconds : null;
  const row = (await trx
    .insertInto(TABLES.commands)
    .values({
      id: randomUUID(),
      device_id: deviceId,
      type: body.type,
      scene_id: body.type === 'show-scene' ? body.sceneId : null,
      stream_id: body.type === 'play-stream' ? body.streamId : null,
      seconds,
      state: 'pending',
      created_at: now,
      // An override counts from when it was sent; the TV's acknowledgement moves the start.
      ends_at: endOf(body.type, seconds, now),
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as CommandRow;
  return announce(trx, deviceId, row);
}

/** Aborts the TV's pending or running command; nothing to abort is the German 409. */
export async function abortCommand(trx: SignageTrx, deviceId: number, now: Date): Promise<SignageCommand> {
  const active = await lockActive(trx, deviceId);
  if (!active) throw conflict(signageServiceTexts.nothingToAbort);
  const row = (await trx
    .updateTable(TABLES.commands)
    .set({ state: 'aborted', finished_at: now, ends_at: isOverride(active.type) ? now : null })
    .where('id', '=', active.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as CommandRow;
  return announce(trx, deviceId, row);
}

/** Which reports the TV may make from which state. */
const NEXT: Partial<Record<SignageCommandState, SignageCommandState[]>> = {
  pending: ['running', 'done', 'failed'],
  running: ['done', 'failed'],
};

/**
 * The TV reports progress: running (it took the command), done (with an optional note)
 * or failed (with its message). A command that is not this TV's, or already final (aborted meanwhile), is
 * 409 'Dieser Befehl ist nicht mehr aktiv.' — the player then drops it.
 */
export async function reportCommand(
  trx: SignageTrx,
  deviceId: number,
  commandId: string,
  report: { state: 'running' | 'done' | 'failed'; error: string | null },
  now: Date,
): Promise<SignageCommand> {
  const active = await lockActive(trx, deviceId);
  if (!active || active.id !== commandId) throw conflict(signageServiceTexts.commandNotActive);
  if (!NEXT[active.state]?.includes(report.state)) throw conflict(signageServiceTexts.commandStateInvalid, 'state');
  const started = report.state === 'running' ? now : (active.started_at ?? now);
  const row = (await trx
    .updateTable(TABLES.commands)
    .set({
      state: report.state,
      started_at: started,
      ends_at: report.state === 'running' ? endOf(active.type, active.seconds, now) : active.ends_at,
      finished_at: report.state === 'running' ? null : now,
      // A failure's message, or a done command's note (a screenshot drawn without its layout).
      error: report.state === 'running' ? null : report.state === 'failed' ? (report.error ?? '') : report.error,
    })
    .where('id', '=', active.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as CommandRow;
  return announce(trx, deviceId, row);
}

/** Whether a command still overrides the playlist at `now`. */
export function overrideActive(command: SignageCommand | undefined | null, now: Date): command is SignageCommand {
  if (!command || !isOverride(command.type)) return false;
  if (command.state !== 'pending' && command.state !== 'running') return false;
  return command.endsAt === null || new Date(command.endsAt) > now;
}
