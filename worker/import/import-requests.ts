// The bodies of POST /api/import/preview and /apply. `data`, when given, holds the source's own API
// answers by the name of the list: for nightbot `commands`, `timers`, `regulars`, `spam_protection` (the
// bodies of GET /1/commands, /1/timers, /1/regulars, /1/spam_protection), for streamelements `commands`,
// `timers`, `quotes` (GET /kappa/v2/bot/commands|timers|quotes/{channel}). Without it the source's API is
// read with `token` (Nightbot) or `jwt` (StreamElements), else the saved credential; a StreamElements read
// that takes several requests goes on with the `cursor` the last answer gave.
import { z } from 'zod';
import { onExistingChoices } from '../../core/import/import-plan';
import { streamElementsJwtSchema } from '../../core/tips/tip-requests';
import { readStreamElementsJwt } from '../../integrations/import/streamelements-jwt';

/** Each API answer is checked against the source's shapes by core/import's parseImportData. */
const answers = z.record(z.string(), z.unknown()).optional();

const nightbotFields = {
  source: z.literal('nightbot'),
  /** The bodies of GET /1/commands, /1/timers, /1/regulars and /1/spam_protection. */
  data: answers,
  token: z
    .string()
    .trim()
    .min(1, 'the Nightbot access token cannot be empty')
    .max(512, 'the Nightbot access token is at most 512 characters')
    .regex(/^[\x21-\x7e]+$/, 'the Nightbot access token has no spaces: copy it whole')
    .optional(),
};

const streamElementsFields = {
  source: z.literal('streamelements'),
  /** The bodies of GET /kappa/v2/bot/commands/{channel}, /bot/timers/{channel} and /bot/quotes/{channel}. */
  data: answers,
  // Three parts are not yet a JWT: each must decode, before anything is sent to StreamElements.
  jwt: streamElementsJwtSchema.shape.jwt
    .superRefine((jwt, check) => {
      const reading = readStreamElementsJwt(jwt);
      if (!reading.ok) check.addIssue({ code: 'custom', message: reading.reason });
    })
    .optional(),
  cursor: z.uuid('the cursor is the one the last preview answered with').optional(),
};

const sourceError = { error: 'the source is "nightbot" or "streamelements"' };

export const importPreviewSchema = z.discriminatedUnion(
  'source',
  [z.strictObject(nightbotFields), z.strictObject(streamElementsFields)],
  sourceError,
);

const onExisting = z.enum(onExistingChoices, {
  error: 'what to do with a command that exists is "skip", "overwrite" or "rename"',
});

/**
 * `onExisting` applies to every item that exists in the channel; `choices` overrides it for single
 * commands, by the command's name as the preview lists it (no !).
 */
const applyFields = {
  onExisting,
  choices: z.record(z.string().max(64), onExisting).optional(),
};

export const importApplySchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ ...nightbotFields, ...applyFields }),
    z.strictObject({ ...streamElementsFields, ...applyFields }),
  ],
  sourceError,
);

export type ImportPreviewRequest = z.infer<typeof importPreviewSchema>;
export type ImportApplyRequest = z.infer<typeof importApplySchema>;
