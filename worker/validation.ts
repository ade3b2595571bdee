// zod validation at the edge: a failed check is a 400 with a plain reason (core/validation/plain-reasons.ts)
// and the field it is about, and runs no handler.
import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { plainReason, type ValidationIssue } from '../core/validation/plain-reasons';
import { HttpError } from './http-error';

function refuse(result: { success: boolean; error?: { issues: readonly ValidationIssue[] } }) {
  if (result.success) return;
  const { reason, field } = plainReason(result.error?.issues);
  throw new HttpError(400, reason, {}, field);
}

export function validJson<T extends ZodType>(schema: T) {
  return zValidator('json', schema, refuse);
}

export function validQuery<T extends ZodType>(schema: T) {
  return zValidator('query', schema, refuse);
}
