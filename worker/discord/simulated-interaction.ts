// The Simulator's Discord panel: a slash command in the streamer's server (the Demo Server until a
// server is linked) run by a member with chosen roles, through the same path as a signed interaction.
import { demoChannelName, demoGuildId, demoMemberId, demoRoles } from '../../core/discord/demo-server';
import { administrator } from '../../core/discord/discord-permissions';
import { type Interaction, interactionTypes } from '../../core/discord/interaction';
import { optionTypes, slashOptionsOf } from '../../core/discord/slash-commands';
import { readSlashInput } from '../../core/discord/slash-input';
import type { SimulatedDiscord } from '../../core/simulator/simulator-requests';
import { openDatabase } from '../../db/client';
import { readDiscordSettings } from '../../db/discord';
import { type Env, partOf } from '../env';
import { HttpError } from '../http-error';
import { answerCommandInteraction, type InteractionResponse } from './command-interaction';

export type SimulatedAnswer = { content: string; ephemeral: boolean };

export async function simulatedInteraction(
  env: Env,
  streamerId: string,
  request: SimulatedDiscord,
  options: { origin: string },
): Promise<SimulatedAnswer> {
  const settings = await readDiscordSettings(openDatabase(env.DB), streamerId);
  const guildId = settings?.guildId ?? demoGuildId(streamerId);
  const serverRoles = settings?.guildId
    ? ((await partOf(env, streamerId, 'discord').roles()) ?? [])
    : demoRoles(guildId).filter((role) => !role.managed && role.id !== guildId);
  const roleIds = request.roles.map((wanted) => {
    const role = serverRoles.find((r) => r.id === wanted || r.name.toLowerCase() === wanted.toLowerCase());
    if (!role) throw new HttpError(400, `The server has no role ${wanted}.`);
    return role.id;
  });
  // A command pasted whole (`/sbcode code:…`) carries its option after the name, as in Discord's box.
  const typed = readSlashInput(request.command);
  const text = request.text?.trim() || typed.option;
  const integerOption = slashOptionsOf(typed.name).some((option) => option.type === optionTypes.integer);
  const interaction: Interaction = {
    id: crypto.randomUUID(),
    application_id: env.DISCORD_APPLICATION_ID ?? 'simulated',
    type: interactionTypes.applicationCommand,
    token: 'simulated',
    guild_id: guildId,
    channel_id: guildId,
    channel: { name: demoChannelName },
    member: {
      user: { id: demoMemberId(request.user), username: request.user, global_name: request.user },
      nick: null,
      roles: roleIds,
      permissions: request.admin ? String(administrator) : '0',
    },
    data: {
      name: typed.name.toLowerCase(),
      options: text
        ? [{ name: 'text', type: integerOption ? optionTypes.integer : optionTypes.string, value: text }]
        : [],
    },
  };
  const work: Promise<unknown>[] = [];
  const outcome = await answerCommandInteraction(env, interaction, {
    origin: options.origin,
    simulatorStreamerId: streamerId,
    background: (promise) => work.push(promise),
  });
  await Promise.all(work);
  if (outcome.followUp) return { content: (await outcome.followUp).content, ephemeral: false };
  return answerOf(outcome.response);
}

function answerOf(response: InteractionResponse): SimulatedAnswer {
  if (response.type !== 4) return { content: '', ephemeral: false };
  return { content: response.data.content, ephemeral: response.data.flags !== undefined };
}
