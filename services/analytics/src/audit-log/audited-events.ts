import { z } from 'zod';
import {
  CATALOG_STREAM,
  CONTENT_STREAM,
  DEVICES_STREAM,
  IDENTITY_STREAM,
  SIGNAGE_STREAM,
  TIME_TRACKING_STREAM,
  catalogEvents,
  contentEvents,
  devicesEvents,
  eventActorSchema,
  identityEvents,
  listEvents,
  signageEvents,
  timeTrackingEvents,
  type AuditAction,
  type EventCatalogue,
  type EventDefinition,
} from '@asp/contracts';

/**
 * Which events the audit log records: every created/updated/deleted event of the staff-kept
 * resources (payloads `{ id, data?, actor? }`, see recordChangedPayload) and identity's
 * sign-ins. Orders are not here: customers place them by the hundred, and the order module
 * has its own history. Uploads neither: the shop's customers send them with their orders
 * and an hourly job prunes them, so they are no staff change.
 */
const EXCLUDED_RESOURCES = new Set(['content.upload']);

/** The fields the log reads; the rest of a record is not its business (tolerant reader). */
export const auditedPayloadSchema = z.object({
  id: z.number().int(),
  data: z.record(z.string(), z.unknown()).optional(),
  actor: eventActorSchema.optional(),
});
export type AuditedPayload = z.infer<typeof auditedPayloadSchema>;

export interface AuditedEvent {
  event: EventDefinition;
  /** Subject stem, e.g. 'catalog.branch'. */
  resource: string;
  action: AuditAction;
}

const RESOURCE_ACTIONS: Record<string, AuditAction> = { created: 'created', updated: 'updated', deleted: 'deleted' };

/** A payload schema the log can read: an object with the record id and the actor. */
function carriesActor(event: EventDefinition): boolean {
  return event.payload instanceof z.ZodObject && 'id' in event.payload.shape && 'actor' in event.payload.shape;
}

function auditedEventsOf(catalogue: EventCatalogue): AuditedEvent[] {
  return listEvents(catalogue).flatMap((event) => {
    const cut = event.subject.lastIndexOf('.');
    const resource = event.subject.slice(0, cut);
    const verb = event.subject.slice(cut + 1);
    if (event.subject === identityEvents.login.succeeded.subject) return [{ event, resource, action: 'signed-in' as const }];
    const action = RESOURCE_ACTIONS[verb];
    if (!action || EXCLUDED_RESOURCES.has(resource) || !carriesActor(event)) return [];
    return [{ event, resource, action }];
  });
}

/** Per stream: the audited events of the domain that publishes it. */
export const auditedStreams = [
  { stream: IDENTITY_STREAM.name, durable: 'analytics-audit-identity', events: auditedEventsOf(identityEvents) },
  { stream: CATALOG_STREAM.name, durable: 'analytics-audit-catalog', events: auditedEventsOf(catalogEvents) },
  { stream: CONTENT_STREAM.name, durable: 'analytics-audit-content', events: auditedEventsOf(contentEvents) },
  { stream: DEVICES_STREAM.name, durable: 'analytics-audit-devices', events: auditedEventsOf(devicesEvents) },
  { stream: SIGNAGE_STREAM.name, durable: 'analytics-audit-signage', events: auditedEventsOf(signageEvents) },
  { stream: TIME_TRACKING_STREAM.name, durable: 'analytics-audit-time-tracking', events: auditedEventsOf(timeTrackingEvents) },
];
