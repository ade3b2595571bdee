// Discord inside a ChannelDO: answers the server's slash commands through the chat path (same
// permissions, cooldowns, usage counts and keywords as Twitch chat), keeps the server's slash commands
// in step with the channel's commands, and posts the go-live announcement once per stream.
import type { ChatMessage } from '../../core/chat/chat-message';
import type { Command } from '../../core/commands/command';
import { gateRefusalText, notInDiscordText, unknownCommandText } from '../../core/discord/command-refusals';
import { memberChatRoles } from '../../core/discord/discord-permissions';
import {
  type DiscordPost,
  type DiscordRole,
  defaultAnnouncementText,
  maxDiscordMessageLength,
} from '../../core/discord/discord-settings';
import type {
  DiscordAnswer,
  DiscordCommandRequest,
  DiscordMessageAnswer,
} from '../../core/discord/interaction';
import {
  assignSlashNames,
  guildCommandsBody,
  type SlashCommand,
  slashNameOf,
} from '../../core/discord/slash-commands';
import type { KeywordSources } from '../../core/keywords/definition';
import { wallpaperPass } from '../../core/limits/wallpaper-pass';
import type { LiveEvent } from '../../core/live/live-event';
import { readDiscordSettings, writeDiscordSettings } from '../../db/discord';
import { randomQuote } from '../../db/quotes';
import { findStreamer } from '../../db/streamers';
import { decryptToken } from '../../db/token-cipher';
import type { DiscordApi, Done, OutgoingMessage } from '../../integrations/discord/discord-api';
import { discordBot } from '../../integrations/discord/discord-config';
import { DiscordRest } from '../../integrations/discord/discord-rest';
import { tipTokenKey } from '../../integrations/tips/tip-config';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';
import type { CommandVenue } from '../chat-commands';
import type { Delivery } from '../delivery/inbox';
import { AnsweredInteractions } from './answered-interactions';
import { DiscordLog } from './discord-log';
import { choosableRoles } from './discord-role-book';
import { SimulatedDiscord } from './simulated-discord';

const registrationKey = 'discordRegistration';
const announcedStreamKey = 'discordAnnouncedStream';
/** Roles are read again when older than this (a renamed role is then mentioned by its new name). */
const rolesMaxAgeMs = 10 * 60 * 1000;
/** Wallpaper size of Create Quote Image (the spec's default link size). */
const quoteImageSize = { width: 1920, height: 1080 };

/** The server's slash commands as last registered, and how that went. */
export type DiscordRegistration = {
  guildId: string;
  /** Slash name per command id, kept so names stay stable. */
  names: Record<string, string>;
  body: SlashCommand[];
  ok: boolean;
  reason?: string;
  at: number;
};

/** What the Discord page shows beside the settings. */
export type DiscordChannelStatus = {
  commands: { name: string; description: string }[];
  registration: { ok: boolean; reason?: string; at: number } | null;
};

/** Functional commands that talk to Helix, and keywords that fetch, need an outside call. */
const helixCommandTypes = new Set(['game', 'title', 'shoutout']);
const fetchingKeyword = /\{\s*urlget\b/i;
const helixKeyword = /\{\s*(uptime|targetlastgame|targetlasttitle)\b/i;

export class ChannelDiscord implements ChannelPart {
  private readonly log: DiscordLog;
  private readonly simulated: SimulatedDiscord;
  private readonly interactions: AnsweredInteractions;
  private real: DiscordApi | undefined;
  /** Registrations run one after another; a change during one runs once more after it. */
  private registering: Promise<void> = Promise.resolve();

  readonly calls = ['answer', 'linked', 'unlinked', 'roles', 'status', 'sendTest', 'posts'] as const;

  constructor(private readonly context: ChannelContext) {
    this.log = new DiscordLog(context.storage);
    this.simulated = new SimulatedDiscord(this.log);
    this.interactions = new AnsweredInteractions(context.storage);
  }

  /** Commands, cooldowns and keywords are the chat part's, wherever a command is typed. */
  private get chat() {
    return this.context.part('chat');
  }

  takes(delivery: Delivery): boolean {
    return delivery.kind === 'event' && delivery.event.type === 'streamOnline';
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    if (event.type === 'streamOnline') await this.announce(event);
  }

  /** The dashboard's save answers once the server has the new commands. */
  async contentChanged(what: ContentChange): Promise<void> {
    if (what !== 'commands') return;
    this.commandsChanged();
    await this.registering;
  }

  /** The channel's commands changed (dashboard or chat): the server's slash commands follow. */
  commandsChanged(): void {
    this.registering = this.registering
      .then(() => this.register())
      .catch((error: unknown) => console.warn('Discord command registration failed:', String(error)));
  }

  /**
   * A server was linked to this channel: its roles are read and the commands registered; the server
   * the channel had before loses them.
   */
  async linked(previousGuildId: string | null): Promise<void> {
    if (previousGuildId) await this.api(false).overwriteGuildCommands(previousGuildId, []);
    await this.context.discordRoles.clear();
    await this.roles(true);
    this.commandsChanged();
    await this.registering;
  }

  /** Another channel linked the server this channel had. */
  async unlinked(): Promise<void> {
    await this.context.discordRoles.clear();
    await this.context.storage.delete(registrationKey);
  }

  /** The linked server's roles a streamer may choose (fresh from Discord), or null with no server. */
  async roles(refresh = true): Promise<DiscordRole[] | null> {
    const guildId = (await readDiscordSettings(this.context.db(), this.context.streamerId()))?.guildId;
    if (!guildId) return null;
    const cached = await this.context.discordRoles.read();
    const fresh = cached?.guildId === guildId && Date.now() - cached.fetchedAt < rolesMaxAgeMs;
    if (cached?.guildId === guildId && (fresh || !refresh)) return cached.roles;
    const roles = await this.api(false).roles(guildId);
    if (!roles) return cached?.guildId === guildId ? cached.roles : null;
    const choosable = choosableRoles(guildId, roles);
    await this.context.discordRoles.write(guildId, choosable, Date.now());
    return choosable;
  }

  /** The registered slash commands, once registrations under way have ended. */
  async status(): Promise<DiscordChannelStatus> {
    await this.registering;
    const registration = await this.context.storage.get<DiscordRegistration>(registrationKey);
    const guildId = (await readDiscordSettings(this.context.db(), this.context.streamerId()))?.guildId;
    if (!registration || registration.guildId !== guildId) return { commands: [], registration: null };
    return {
      commands: registration.body.map(({ name, description }) => ({ name, description })),
      registration: { ok: registration.ok, reason: registration.reason, at: registration.at },
    };
  }

  async posts(): Promise<DiscordPost[]> {
    return this.log.posts();
  }

  /**
   * Answers a slash command. In 'inline' mode a command that needs an outside call is not run: the
   * caller defers the interaction and asks again in 'full' mode, which always answers. An interaction
   * id answered before runs nothing ('replayed').
   */
  async answer(request: DiscordCommandRequest, mode: 'inline' | 'full'): Promise<DiscordAnswer> {
    if (mode === 'inline') {
      const replayed = this.interactions.claim(request.interactionId, Date.now());
      if (replayed) return { kind: 'replayed', ...replayed };
    }
    const answer = await this.respond(request, mode);
    if (answer.kind === 'message') this.interactions.answered(request.interactionId, answer);
    return answer;
  }

  private async respond(request: DiscordCommandRequest, mode: 'inline' | 'full'): Promise<DiscordAnswer> {
    const registration = await this.context.storage.get<DiscordRegistration>(registrationKey);
    const names = registration?.guildId === request.guildId ? registration.names : {};
    const command = await this.commandNamed(names, request.commandName);
    if (!command) return refusal(unknownCommandText(request.commandName));
    if (!command.enabledInDiscord) return refusal(notInDiscordText(command));
    const slash = `/${request.commandName}`;
    const message: ChatMessage = {
      messageId: crypto.randomUUID(),
      chatterId: `discord:${request.member.id}`,
      chatterLogin: request.member.name.toLowerCase(),
      chatterName: request.member.name,
      text: `${slash} ${request.text}`.trim(),
      invocation: { keyword: request.commandName, rest: request.text },
      roles: memberChatRoles(request.member, request.moderatorRoleId),
      isTest: request.isTest,
    };
    let imageUrl: string | undefined;
    const venue = this.venue(names, async () => {
      const quote = await randomQuote(this.context.db(), this.context.streamerId());
      if (!quote) return 'There are no quotes yet.';
      const streamer = await findStreamer(this.context.db(), this.context.streamerId());
      const { width, height } = quoteImageSize;
      const login = streamer?.login ?? '';
      // The pass lets Discord's fetch of the image draw on the channel's own render allowance.
      const pass = streamer
        ? await wallpaperPass(streamer.overlaySecretKey, { login, width, height, quote: quote.number })
        : '';
      imageUrl = `${request.origin}/bgQuote/${encodeURIComponent(login)}/${width}/${height}/quote.png?quote=${quote.number}&pass=${pass}`;
      return `Quote #${quote.number}`;
    });
    // A command deferred now is gated again when it runs, so only that use starts its cooldown.
    const defer = mode === 'inline' && this.needsOutsideCall(command, request.isTest);
    const refused = await this.chat.gateElsewhere(command, message, venue, !defer);
    if (refused) return refusal(gateRefusalText(refused, slash));
    if (defer) return { kind: 'defer' };

    const mentions = new Set<string>();
    const reply = await this.chat.runElsewhere(command, message, venue, this.mentionSource(mentions));
    const content = reply.trim() ? reply.slice(0, maxDiscordMessageLength) : `${slash} has nothing to say.`;
    if (imageUrl) {
      // The image is a post of its own in the channel; the simulated log keeps it like the others.
      const post = { to: `#${request.channelName}`, content, imageUrl };
      if (request.isTest || !discordBot(this.context.env)) await this.simulated.notePost(post);
    }
    return {
      kind: 'message',
      content,
      ephemeral: !reply.trim(),
      roleMentions: [...mentions],
      ...(imageUrl ? { imageUrl } : {}),
    };
  }

  /** "Send test message": the announcement as it would read now, marked as a test. */
  async sendTest(): Promise<Done> {
    const settings = await readDiscordSettings(this.context.db(), this.context.streamerId());
    if (!settings?.webhookUrlEnc) return { ok: false, reason: 'Save a webhook URL first.' };
    const message = await this.announcement(settings.announcementText ?? defaultAnnouncementText, false);
    return this.post(
      settings.webhookUrlEnc,
      { ...message, content: `(Test) ${message.content}`.slice(0, maxDiscordMessageLength) },
      false,
    );
  }

  private async announce(event: LiveEvent): Promise<void> {
    const settings = await readDiscordSettings(this.context.db(), this.context.streamerId());
    if (!settings?.announcementEnabled || !settings.webhookUrlEnc) return;
    // One post per stream: a repeated online delivery carries the same start time.
    if ((await this.context.storage.get<number>(announcedStreamKey)) === event.at) return;
    await this.context.storage.put(announcedStreamKey, event.at);
    const message = await this.announcement(
      settings.announcementText ?? defaultAnnouncementText,
      event.isTest,
    );
    await this.post(settings.webhookUrlEnc, message, event.isTest);
  }

  /** The announcement text with {title}, {game}, {username}, {url} and every other keyword filled in. */
  private async announcement(text: string, isTest: boolean): Promise<OutgoingMessage> {
    const streamer = await findStreamer(this.context.db(), this.context.streamerId());
    const info = await this.context.twitchFor(isTest).twitch.channelInfo();
    const mentions = new Set<string>();
    const content = await this.context.speech.evaluateFor(
      text,
      {
        username: streamer?.displayName ?? '',
        message: '',
        placeholders: {
          title: info.title,
          game: info.game,
          url: `https://www.twitch.tv/${streamer?.login ?? ''}`,
        },
      },
      isTest,
      this.mentionSource(mentions),
    );
    return { content: content.slice(0, maxDiscordMessageLength) || '…', roleMentions: [...mentions] };
  }

  /** Executes the webhook; a 404 marks it broken so the page can say so. */
  private async post(webhookUrlEnc: string, message: OutgoingMessage, isTest: boolean): Promise<Done> {
    const url = await decryptToken(await tipTokenKey(this.context.env), webhookUrlEnc);
    const result = await this.api(isTest).executeWebhook(url, message, 'announcement webhook');
    if (result.ok) return result;
    if (result.gone)
      await writeDiscordSettings(
        this.context.db(),
        this.context.streamerId(),
        { webhookBrokenAt: Date.now() },
        Date.now(),
      );
    return { ok: false, reason: result.reason };
  }

  /** One bulk overwrite with the commands enabled in Discord, skipped when the server has them already. */
  private async register(): Promise<void> {
    const guildId = (await readDiscordSettings(this.context.db(), this.context.streamerId()))?.guildId;
    if (!guildId) return;
    const commands = await this.chat.allCommands();
    const before = await this.context.storage.get<DiscordRegistration>(registrationKey);
    const sameServer = before?.guildId === guildId;
    const names = assignSlashNames(commands, sameServer ? before.names : {});
    const body = guildCommandsBody(commands, names);
    if (sameServer && before.ok && JSON.stringify(before.body) === JSON.stringify(body)) {
      await this.context.storage.put(registrationKey, { ...before, names });
      return;
    }
    const result = await this.api(false).overwriteGuildCommands(guildId, body);
    await this.context.storage.put(registrationKey, {
      guildId,
      names,
      body,
      ok: result.ok,
      ...(result.ok ? {} : { reason: result.reason }),
      at: Date.now(),
    } satisfies DiscordRegistration);
  }

  /**
   * The command a slash name stands for: by the registered names, else by its keyword; one enabled in
   * Discord first, so a command not ticked there is found only when no ticked one has the name.
   */
  private async commandNamed(names: Record<string, string>, name: string): Promise<Command | undefined> {
    const all = await this.chat.allCommands();
    const id = Object.entries(names).find(([, slash]) => slash === name)?.[0];
    const find = (commands: Command[]) =>
      commands.find((candidate) => candidate._id === id) ??
      commands.find((command) => slashNameOf(command.command) === name);
    return find(all.filter((command) => command.enabledInDiscord)) ?? find(all);
  }

  private venue(names: Record<string, string>, quoteImage: () => Promise<string>): CommandVenue {
    return {
      enabled: (command) => command.enabledInDiscord,
      invocation: (command) => `/${names[command._id] ?? slashNameOf(command.command)}`,
      // Discord cannot tell a Twitch follower or subscriber: those commands are for moderators here.
      knowsFollowers: false,
      quoteImage,
    };
  }

  /** {discordRole.name} as a mention; only the roles named this way may be pinged. */
  private mentionSource(mentions: Set<string>): Partial<KeywordSources> {
    return {
      discordRole: async (name) => {
        const role = await this.context.discordRoles.find(name);
        if (!role) return null;
        mentions.add(role.id);
        return `<@&${role.id}>`;
      },
    };
  }

  private needsOutsideCall(command: Command, isTest: boolean): boolean {
    const simulatedTwitch = this.context.twitchFor(isTest).simulated;
    if (command.textCommand) {
      return fetchingKeyword.test(command.text) || (!simulatedTwitch && helixKeyword.test(command.text));
    }
    return !simulatedTwitch && helixCommandTypes.has(command.type);
  }

  /** The one place that decides real or simulated Discord: test work and no bot token are simulated. */
  private api(isTest: boolean): DiscordApi {
    const bot = discordBot(this.context.env);
    if (isTest || !bot) return this.simulated;
    this.real ??= new DiscordRest(bot);
    return this.real;
  }
}

function refusal(content: string): DiscordMessageAnswer {
  return { kind: 'message', content, ephemeral: true, roleMentions: [] };
}
