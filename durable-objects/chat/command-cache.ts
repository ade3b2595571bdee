// The channel's commands, kept in memory so a warm channel answers chat without reading D1.
import { type Command, keywordKey } from '../../core/commands/command';

export class CommandCache {
  private byKeyword: Map<string, Command> | null = null;
  private loading: Promise<Map<string, Command>> | null = null;

  constructor(private readonly load: () => Promise<Command[]>) {}

  async find(keyword: string): Promise<Command | undefined> {
    return (this.byKeyword ?? (await this.fill())).get(keywordKey(keyword));
  }

  async all(): Promise<Command[]> {
    return [...(this.byKeyword ?? (await this.fill())).values()];
  }

  /** Called when the API or a chat command changed the commands. */
  invalidate(): void {
    this.byKeyword = null;
    this.loading = null;
  }

  private fill(): Promise<Map<string, Command>> {
    this.loading ??= this.load().then((commands) => {
      const map = new Map(commands.map((command) => [keywordKey(command.command), command]));
      this.byKeyword = map;
      return map;
    });
    return this.loading;
  }
}
