// zod validation at the edge: a failed check is a 400 with a readable reason and runs no handler.
import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { HttpError } from './http-error';

function refuse(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  if (result.success) return;
  const issue = result.error?.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, `Invalid request: ${where}${issue?.message ?? 'malformed body'}`);
}

export function validJson<T extends ZodType>(schema: T) {
  return zValidator('json', schema, refuse);
}

export function validQuery<T extends ZodType>(schema: T) {
  return zValidator('query', schema, refuse);
}
