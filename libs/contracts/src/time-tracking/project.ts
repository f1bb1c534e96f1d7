import { z } from 'zod';
import { optionalTextSchema, recordIdSchema } from '../catalog/common';
import { foreignIdSchema } from './activity';

/** A project activities can be booked on (document 1 §1 "projects and tasks"); optionally one branch's. */
export const projectInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: optionalTextSchema(2000),
  branch: foreignIdSchema.nullable().default(null),
  isActive: z.boolean().default(true),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export const projectSchema = projectInputSchema.extend({ id: z.number().int() });
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects filters: `q` (name), branch, isActive. */
export const projectListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  branch: z.coerce.number().int().positive().optional(),
  isActive: z.enum(['true', 'false']).optional(),
});

/** A task of a project. */
export const taskInputSchema = z.object({
  project: recordIdSchema.max(2_147_483_647),
  name: z.string().trim().min(1).max(120),
  description: optionalTextSchema(2000),
  isDone: z.boolean().default(false),
});
export type TaskInput = z.input<typeof taskInputSchema>;
export const taskSchema = taskInputSchema.extend({ id: z.number().int() });
export type Task = z.infer<typeof taskSchema>;

/** GET /api/tasks filters: project, `q` (name), isDone. */
export const taskListQuerySchema = z.object({
  project: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
  isDone: z.enum(['true', 'false']).optional(),
});
