// EventSub webhook bodies as Twitch sends them (snake_case, protocols.md sections 1-2), as zod schemas:
// the envelope of each message type, and the one way a body is read against a schema, with a reason in
// plain words when it does not fit. Each subscription type's `event` schema lives in eventsub-types.ts.
import { z } from 'zod';

/** The `subscription` object every EventSub body carries. Unknown keys (transport, cost …) are stripped. */
export const eventSubSubscriptionSchema = z.object({
  id: z.string(),
  type: z.string(),
  version: z.string(),
  status: z.string(),
  // Only the channel fields the revocation log names; the rest of a condition varies by type.
  condition: z.object({
    broadcaster_user_id: z.string().nullish(),
    to_broadcaster_user_id: z.string().nullish(),
  }),
});

export const eventSubVerificationSchema = z.object({
  challenge: z.string(),
  subscription: eventSubSubscriptionSchema,
});

/** The event stays unread here: its schema depends on the subscription type. */
export const eventSubNotificationSchema = z.object({
  subscription: eventSubSubscriptionSchema,
  event: z.record(z.string(), z.unknown()),
});

export const eventSubRevocationSchema = z.object({ subscription: eventSubSubscriptionSchema });

export type EventSubNotificationBody = z.infer<typeof eventSubNotificationSchema>;

/** A payload read against its schema: the typed value, or why it does not fit. */
export type PayloadReading<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Reads `value` with `schema`; `what` names the payload in the reason, e.g. "EventSub notification". */
export function readPayload<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): PayloadReading<z.output<Schema>> {
  const result = schema.safeParse(value, { error: describeIssue });
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the body';
  return { ok: false, reason: `Malformed ${what}: ${where} ${issue?.message ?? 'is not valid'}.` };
}

const kindNames: Record<string, string> = {
  object: 'an object',
  record: 'an object',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
};

const kindOf = (input: unknown) =>
  input === null ? 'null' : Array.isArray(input) ? 'a list' : (kindNames[typeof input] ?? typeof input);

// Each message completes the sentence "<field> …". With these schemas only a wrong or missing value
// can fail; anything else gets a generic end.
function describeIssue(issue: z.core.$ZodRawIssue): string {
  if (issue.code !== 'invalid_type') return 'is not valid';
  if (issue.input === undefined) return 'is missing';
  return `should be ${kindNames[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
}
