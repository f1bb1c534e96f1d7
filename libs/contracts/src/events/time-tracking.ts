import { z } from 'zod';
import { defineEvent, eventActorSchema, resourceEvents } from './define';
import { workingActivitySchema } from '../time-tracking/activity';
import { workingScheduleSchema } from '../time-tracking/schedule';
import { projectSchema, taskSchema } from '../time-tracking/project';
import { absenceRequestSchema } from '../time-tracking/absence';

/** JetStream stream of the time-tracking service. */
export const TIME_TRACKING_STREAM = { name: 'TIME_TRACKING', subjects: ['time-tracking.>'] };

/**
 * A punch at a terminal: the activity as it is now, when the punch happened (`at`, the
 * original time of an offline punch), whether it arrived late, and which terminal token.
 */
export const punchPayload = z.object({
  id: z.number().int(),
  user: z.number().int(),
  branch: z.number().int(),
  at: z.string(),
  isLate: z.boolean(),
  terminal: z.number().int(),
  data: workingActivitySchema,
});

/** A terminal token was created or revoked (by an admin: the actor). */
const terminalTokenPayload = z.object({
  id: z.number().int(),
  branch: z.number().int(),
  name: z.string(),
  actor: eventActorSchema.optional(),
});

/**
 * Event catalogue of the time-tracking service (issue 15): the standard resource events of
 * activities, schedules (a schedule change is its updated event), projects and tasks; the
 * terminal's punches; terminal tokens created and revoked.
 */
export const timeTrackingEvents = {
  workingActivity: {
    ...resourceEvents('time-tracking.working-activity', workingActivitySchema),
    started: defineEvent('time-tracking.working-activity.started', 1, punchPayload),
    paused: defineEvent('time-tracking.working-activity.paused', 1, punchPayload),
    resumed: defineEvent('time-tracking.working-activity.resumed', 1, punchPayload),
    ended: defineEvent('time-tracking.working-activity.ended', 1, punchPayload),
  },
  workingSchedule: resourceEvents('time-tracking.working-schedule', workingScheduleSchema),
  project: resourceEvents('time-tracking.project', projectSchema),
  task: resourceEvents('time-tracking.task', taskSchema),
  /** Absence requests (issue 15): requested by an employee, approved (a holiday activity was created) or rejected by an admin, or withdrawn. */
  absenceRequest: {
    requested: defineEvent(
      'time-tracking.absence-request.requested',
      1,
      z.object({ id: z.number().int(), data: absenceRequestSchema, actor: eventActorSchema.optional() }),
    ),
    approved: defineEvent(
      'time-tracking.absence-request.approved',
      1,
      z.object({ id: z.number().int(), data: absenceRequestSchema, actor: eventActorSchema.optional() }),
    ),
    rejected: defineEvent(
      'time-tracking.absence-request.rejected',
      1,
      z.object({ id: z.number().int(), data: absenceRequestSchema, actor: eventActorSchema.optional() }),
    ),
    /** Withdrawn before the decision, or an approval taken back by an admin (its holiday activity deleted, with its own event). */
    withdrawn: defineEvent(
      'time-tracking.absence-request.withdrawn',
      1,
      z.object({ id: z.number().int(), data: absenceRequestSchema, actor: eventActorSchema.optional() }),
    ),
  },
  /** An admin closed a month (payroll): its activities are frozen. */
  month: {
    closed: defineEvent('time-tracking.month.closed', 1, z.object({ month: z.string(), actor: eventActorSchema.optional() })),
    /** An admin opened a closed month again (a correction after payroll; the event keeps who and when). */
    reopened: defineEvent('time-tracking.month.reopened', 1, z.object({ month: z.string(), actor: eventActorSchema.optional() })),
  },
  terminalToken: {
    created: defineEvent('time-tracking.terminal-token.created', 1, terminalTokenPayload),
    revoked: defineEvent('time-tracking.terminal-token.revoked', 1, terminalTokenPayload),
  },
};
