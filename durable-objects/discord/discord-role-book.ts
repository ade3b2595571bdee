// The linked server's roles as last read from Discord, kept in the object's storage: Discord answers
// and announcements turn {discordRole.name} into a mention, Twitch chat into the role's name.
import type { DiscordRole } from '../../core/discord/discord-settings';

const storageKey = 'discordRoles';

type Stored = { guildId: string; roles: DiscordRole[]; fetchedAt: number };

/** Roles a streamer may choose or mention: not @everyone (its id is the server's), not managed ones. */
export function choosableRoles(
  guildId: string,
  roles: readonly { id: string; name: string; managed: boolean }[],
): DiscordRole[] {
  return roles
    .filter((role) => !role.managed && role.id !== guildId && role.name !== '@everyone')
    .map(({ id, name }) => ({ id, name }));
}

export class DiscordRoleBook {
  constructor(private readonly storage: DurableObjectStorage) {}

  async read(): Promise<Stored | undefined> {
    return this.storage.get<Stored>(storageKey);
  }

  async write(guildId: string, roles: DiscordRole[], now: number): Promise<void> {
    await this.storage.put(storageKey, { guildId, roles, fetchedAt: now } satisfies Stored);
  }

  async clear(): Promise<void> {
    await this.storage.delete(storageKey);
  }

  /** A role by name, ignoring case; undefined when the server has none by that name. */
  async find(name: string): Promise<DiscordRole | undefined> {
    const wanted = name.trim().toLowerCase();
    return (await this.read())?.roles.find((role) => role.name.toLowerCase() === wanted);
  }
}
