// Asks BTTV, FFZ or 7TV for one emote set (protocols.md section 7) through the global fetch, so tests
// answer with fakes speaking the same wire format. Slow, failing or junk answers become a reason in
// plain words; a 404 for a channel is an answer: the channel has no set there.
import {
  type EmoteScope,
  emoteSetAddresses,
  type KnownEmote,
  sourceNames,
  type ThirdPartySource,
} from '../../core/emotes/third-party-emotes';
import { isAnswerTooLarge, limitAnswer, megabytes } from '../web/bounded-answer';

const timeoutMs = 5000;
/** Larger answers are refused, reading no more than this: a real set is far smaller. */
const maxAnswerBytes = megabytes(4);

export type EmoteSetAnswer = { emotes: KnownEmote[]; hasSet: boolean };

export class EmoteSetFailure extends Error {}

export async function fetchEmoteSet(
  source: ThirdPartySource,
  scope: EmoteScope,
  streamerId: string,
): Promise<EmoteSetAnswer> {
  const name = `${sourceNames[source]} ${scope === 'channel' ? "channel's" : 'global'} emotes`;
  const address = emoteSetAddresses[source][scope];
  let response: Response;
  try {
    response = await fetch(address.url(streamerId), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new EmoteSetFailure(
      `${name}: ${timedOut ? 'no answer within 5 seconds' : 'could not be reached'}.`,
    );
  }
  if (response.status === 404 && scope === 'channel') {
    await response.body?.cancel();
    return { emotes: [], hasSet: false };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EmoteSetFailure(`${name}: the service answered ${response.status}.`);
  }
  let json: unknown;
  try {
    json = await limitAnswer(response, maxAnswerBytes).json();
  } catch (error) {
    throw new EmoteSetFailure(
      `${name}: ${isAnswerTooLarge(error) ? 'the answer is too large' : 'the answer is not JSON'}.`,
    );
  }
  try {
    return { emotes: address.read(json), hasSet: true };
  } catch {
    throw new EmoteSetFailure(`${name}: the answer is not in the expected format.`);
  }
}
