import { z } from 'zod';

/**
 * One event of a domain's catalogue: subject `<service>.<entity>.<event>`,
 * a payload schema and a version number (bumped on incompatible payload changes).
 */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  subject: string;
  version: number;
  payload: S;
}

export function defineEvent<S extends z.ZodType>(subject: string, version: number, payload: S): EventDefinition<S> {
  return { subject, version, payload };
}

/** The wire envelope the outbox relay publishes (Nats-Msg-Id = id). */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  subject: z.string(),
  version: z.number().int(),
  occurredAt: z.string(),
  payload: z.unknown(),
});

/**
 * The staff member whose request made the change (the session's user id and name), so the
 * audit log can say who did it. Absent when no one signed in caused it (seed, jobs, shop).
 */
export const eventActorSchema = z.object({ id: z.number().int(), username: z.string() });
export type EventActor = z.infer<typeof eventActorSchema>;

/** created/updated carry the whole record, deleted only its id; both the actor when there is one. */
export const recordChangedPayload = <S extends z.ZodType>(record: S) =>
  z.object({ id: z.number().int(), data: record, actor: eventActorSchema.optional() });
export const recordDeletedPayload = z.object({ id: z.number().int(), actor: eventActorSchema.optional() });

/** The three events every standard resource emits. */
// A type, not an interface: only type literals fit EventCatalogue's index signature.
export type ResourceEvents<S extends z.ZodType = z.ZodType> = {
  created: EventDefinition<ReturnType<typeof recordChangedPayload<S>>>;
  updated: EventDefinition<ReturnType<typeof recordChangedPayload<S>>>;
  deleted: EventDefinition<typeof recordDeletedPayload>;
};

export function resourceEvents<S extends z.ZodType>(stem: string, record: S): ResourceEvents<S> {
  return {
    created: defineEvent(`${stem}.created`, 1, recordChangedPayload(record)),
    updated: defineEvent(`${stem}.updated`, 1, recordChangedPayload(record)),
    deleted: defineEvent(`${stem}.deleted`, 1, recordDeletedPayload),
  };
}

/** A domain's catalogue: events, possibly grouped by entity (`catalogEvents.product.created`). */
export interface EventCatalogue {
  readonly [key: string]: EventDefinition | EventCatalogue;
}

const isEventDefinition = (value: EventDefinition | EventCatalogue): value is EventDefinition =>
  typeof value.subject === 'string' && typeof value.version === 'number' && value.payload instanceof z.ZodType;

/** Every event of a catalogue, in declaration order. */
export function listEvents(catalogue: EventCatalogue): EventDefinition[] {
  return Object.values(catalogue).flatMap((entry) => (isEventDefinition(entry) ? [entry] : listEvents(entry)));
}
