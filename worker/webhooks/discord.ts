// POST /webhooks/discord: Discord's HTTP interactions. Nothing runs before the Ed25519 signature is
// verified and its timestamp is within the window (Discord sends deliberately bad ones: 401); PING is
// answered with PONG; a command is answered inline, or deferred and completed by editing @original
// after the response. The channel answers each interaction id once (durable-objects/discord).
import { verifyKey } from 'discord-interactions';
import { Hono } from 'hono';
import { callbackTypes, interactionSchema, interactionTypes } from '../../core/discord/interaction';
import { isFreshTimestamp } from '../../core/discord/interaction-window';
import { editOriginalAnswer } from '../../integrations/discord/discord-rest';
import { answerCommandInteraction } from '../discord/command-interaction';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { changesNothing } from '../route-properties';

/** The application's public key, imported once per isolate (verifyKey would import it per request). */
let imported: { hex: string; key: Promise<CryptoKey | string> } | undefined;
function publicKeyOf(hex: string): Promise<CryptoKey | string> {
  if (imported?.hex !== hex) {
    const bytes = /^(?:[0-9a-f]{2})+$/i.test(hex)
      ? Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
      : null;
    const key = bytes
      ? crypto.subtle.importKey('raw', bytes, { name: 'Ed25519' }, false, ['verify']).catch(() => hex)
      : Promise.resolve(hex);
    imported = { hex, key };
  }
  return imported.key;
}

export const discordWebhookRoutes = new Hono<AppEnv>().post('/discord', changesNothing, async (c) => {
  const publicKey = c.env.DISCORD_PUBLIC_KEY;
  const signature = c.req.header('X-Signature-Ed25519') ?? '';
  const timestamp = c.req.header('X-Signature-Timestamp') ?? '';
  const rawBody = await c.req.text();
  if (
    !publicKey ||
    !signature ||
    !isFreshTimestamp(timestamp, Date.now()) ||
    !(await verifyKey(rawBody, signature, timestamp, await publicKeyOf(publicKey)))
  ) {
    throw new HttpError(401, 'Invalid request signature.');
  }

  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'The interaction is not JSON.');
  }
  const parsed = interactionSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'The interaction does not have the fields Discord sends.');
  const interaction = parsed.data;
  if (interaction.type === interactionTypes.ping) return c.json({ type: callbackTypes.pong });
  if (interaction.type !== interactionTypes.applicationCommand)
    throw new HttpError(400, 'StreamBot answers only slash commands.');

  const outcome = await answerCommandInteraction(c.env, interaction, {
    origin: c.env.PUBLIC_URL || new URL(c.req.url).origin,
    background: (work) => c.executionCtx.waitUntil(work),
  });
  if (outcome.followUp) {
    const applicationId = c.env.DISCORD_APPLICATION_ID || interaction.application_id;
    c.executionCtx.waitUntil(
      outcome.followUp.then((answer) => editOriginalAnswer(applicationId, interaction.token, answer)),
    );
  }
  return c.json(outcome.response);
});
