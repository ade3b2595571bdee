// A slash command, after its signature was checked (or from the Simulator): /sbcode links the server,
// every other command goes to the linked channel's ChannelDO, the same path for both entry points.
import { demoServerName } from '../../core/discord/demo-server';
import { administrator, hasPermission } from '../../core/discord/discord-permissions';
import {
  callbackTypes,
  type DiscordAnswer,
  type DiscordCommandRequest,
  ephemeralFlag,
  type Interaction,
  memberName,
  optionText,
} from '../../core/discord/interaction';
import { hashLinkCode, parseLinkCode } from '../../core/discord/link-code';
import { linkCommandName } from '../../core/discord/slash-commands';
import { openDatabase } from '../../db/client';
import { consumeLinkCode, findDiscordServer, linkCodeOwner, linkDiscordServer } from '../../db/discord';
import { findStreamer } from '../../db/streamers';
import { messageBody, type OutgoingMessage } from '../../integrations/discord/discord-api';
import { discordBot } from '../../integrations/discord/discord-config';
import { DiscordRest } from '../../integrations/discord/discord-rest';
import { type Env, partOf } from '../env';

export type InteractionResponse =
  | { type: typeof callbackTypes.message; data: ReturnType<typeof messageBody> & { flags?: number } }
  | { type: typeof callbackTypes.deferredMessage };

export type InteractionOutcome = {
  response: InteractionResponse;
  /** Set with a deferred response: the answer the follow-up edit of @original carries. */
  followUp?: Promise<OutgoingMessage>;
};

export type InteractionOptions = {
  /** The worker's public origin, for links to its images. */
  origin: string;
  /** From the Simulator: the signed-in streamer; nothing reaches Discord or Twitch. */
  simulatorStreamerId?: string;
  /** Work that may finish after the answer (waitUntil for Discord; awaited for the Simulator). */
  background(work: Promise<unknown>): void;
};

const notLinked =
  'This server is not linked to a StreamBot channel yet: its owner links it with /sbcode and the code from the Discord page.';
const ownerOnly = 'Only the server owner can link this server to a StreamBot channel.';
const wrongCode = 'That code is wrong, expired or already used: generate a new one on the Discord page.';
const linkedElsewhere =
  "This server is linked to another StreamBot channel. StreamBot runs without its bot here, so it cannot check who owns the server: it stays with that channel, and only that channel's own code links it again.";

function message(answer: { content: string; ephemeral: boolean; roleMentions: string[]; imageUrl?: string }) {
  const body = messageBody(answer);
  return {
    type: callbackTypes.message,
    data: answer.ephemeral ? { ...body, flags: ephemeralFlag } : body,
  } satisfies InteractionResponse;
}

const refusal = (content: string): InteractionOutcome => ({
  response: message({ content, ephemeral: true, roleMentions: [] }),
});

export async function answerCommandInteraction(
  env: Env,
  interaction: Interaction,
  options: InteractionOptions,
): Promise<InteractionOutcome> {
  const guildId = interaction.guild_id;
  const name = interaction.data?.name ?? '';
  if (!guildId || !interaction.member) return refusal("Use this bot's commands in a server.");
  if (name === linkCommandName) return linkServer(env, interaction, guildId, options);

  const server = await findDiscordServer(openDatabase(env.DB), guildId);
  if (!server) return refusal(notLinked);
  if (options.simulatorStreamerId && server.streamerId !== options.simulatorStreamerId)
    return refusal(notLinked);
  const request: DiscordCommandRequest = {
    interactionId: interaction.id,
    guildId,
    commandName: name,
    text: optionText(interaction),
    member: {
      id: interaction.member.user.id,
      name: memberName(interaction),
      roleIds: interaction.member.roles,
      isAdmin: hasPermission(interaction.member.permissions, administrator),
    },
    channelName: interaction.channel?.name || 'channel',
    moderatorRoleId: server.moderatorRoleId,
    origin: options.origin,
    isTest: options.simulatorStreamerId !== undefined,
  };
  const discord = partOf(env, server.streamerId, 'discord');
  let answer: DiscordAnswer;
  try {
    answer = await discord.answer(request, 'inline');
  } catch (error) {
    // Discord shows its own "did not respond" otherwise; the member gets a plain word instead.
    console.error('Discord command failed:', String(error));
    return refusal('Something went wrong while answering that command. Try again in a moment.');
  }
  if (answer.kind === 'message') return { response: message(answer) };
  // Sent again: the first answer, or, while that is still being made, a deferral nothing completes.
  if (answer.kind === 'replayed')
    return { response: answer.first ? message(answer.first) : { type: callbackTypes.deferredMessage } };
  const followUp = discord
    .answer(request, 'full')
    .then((full: DiscordAnswer) =>
      full.kind === 'message' ? full : { content: 'That command could not be answered.', roleMentions: [] },
    )
    .catch(() => ({ content: 'Something went wrong while answering that command.', roleMentions: [] }));
  return { response: { type: callbackTypes.deferredMessage }, followUp };
}

/**
 * /sbcode code:<code> links the server to the streamer the code belongs to. Discord's signed
 * interaction proves the member is an administrator; only the bot can read the server's owner_id.
 * With it, the owner alone links the server or moves it to another channel. Without it, any
 * administrator may link a server no channel has, and a linked server stays with its channel: only
 * that channel's code links it again (so an administrator who is not the owner cannot take it over).
 */
async function linkServer(
  env: Env,
  interaction: Interaction,
  guildId: string,
  options: InteractionOptions,
): Promise<InteractionOutcome> {
  const member = interaction.member;
  if (!member || !hasPermission(member.permissions, administrator)) return refusal(ownerOnly);
  const bot = discordBot(env);
  const simulated = options.simulatorStreamerId !== undefined;
  if (simulated && bot)
    return refusal(
      'The Simulator links only the Demo Server while Discord is simulated: run /sbcode in your server.',
    );
  // What the Discord page copies is taken whole, in the option of a real interaction as in the Simulator.
  const typed = parseLinkCode(optionText(interaction));
  if (!typed.ok) return refusal(typed.reason);
  let guildName: string | null = simulated ? demoServerName : null;
  if (bot && !simulated) {
    const guild = await new DiscordRest(bot).guild(guildId);
    if (!guild)
      return refusal('StreamBot cannot read this server: invite the bot first (step 1 on the Discord page).');
    if (guild.ownerId !== member.user.id) return refusal(ownerOnly);
    guildName = guild.name;
  }
  const db = openDatabase(env.DB);
  const now = Date.now();
  const codeHash = await hashLinkCode(typed.code);
  // The bot read the owner above; the Simulator's Demo Server is the streamer's own.
  const ownerChecked = simulated || bot !== null;
  const holder = ownerChecked ? undefined : (await findDiscordServer(db, guildId))?.streamerId;
  // Without the owner check, only the holder's own code is used; another's stays valid.
  const streamerId = await consumeLinkCode(db, codeHash, now, options.simulatorStreamerId ?? holder);
  if (!streamerId)
    return refusal(holder && (await linkCodeOwner(db, codeHash, now)) ? linkedElsewhere : wrongCode);
  const streamer = await findStreamer(db, streamerId);
  const linked = await linkDiscordServer(db, streamerId, { guildId, guildName }, now, ownerChecked);
  if (!linked) return refusal(linkedElsewhere);
  const { previousGuildId, previousOwner } = linked;
  options.background(
    Promise.all([
      partOf(env, streamerId, 'discord').linked(previousGuildId),
      previousOwner ? partOf(env, previousOwner, 'discord').unlinked() : undefined,
    ]),
  );
  return refusal(
    `Linked! This server now runs ${streamer?.displayName ?? 'your'}'s StreamBot commands. Choose a moderator role on the Discord page.`,
  );
}
