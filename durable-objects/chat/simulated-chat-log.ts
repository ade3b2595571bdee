// The simulated chat (dev mode and Simulator dry runs), newest last: the Simulator's viewer lines and
// what the bot said, in the order they happened, so a reload shows each answer under its question.

/**
 * A line of the simulated chat: the bot's unless `user` names the viewer who typed it, `notice` marks
 * it as Twitch's own (a timeout, a ban), or `why` as the Simulator's own note of why the bot stayed
 * silent (never said on Twitch). A viewer's line the bot deleted is kept, marked `deleted`.
 */
export type SimulatedChatLine = {
  text: string;
  at: number;
  user?: string;
  messageId?: string;
  deleted?: boolean;
  notice?: boolean;
  why?: boolean;
};

export const simulatedChatLogLimit = 100;
const storageKey = 'simulatedChat';

export class SimulatedChatLog {
  constructor(private readonly storage: DurableObjectStorage) {}

  /** Every line, viewers' and the bot's, oldest first. */
  async lines(): Promise<SimulatedChatLine[]> {
    return (await this.storage.get<SimulatedChatLine[]>(storageKey)) ?? [];
  }

  /** What the bot said, oldest first. */
  async botLines(): Promise<SimulatedChatLine[]> {
    return (await this.lines()).filter((line) => line.user === undefined && !line.notice && !line.why);
  }

  async append(texts: string[], at: number): Promise<void> {
    await this.add(texts.map((text) => ({ text, at })));
  }

  /** A viewer's message typed in the Simulator, before the bot's answer to it. */
  async appendViewer(user: string, text: string, at: number, messageId?: string): Promise<void> {
    await this.add([{ text, at, user, ...(messageId && { messageId }) }]);
  }

  /** Twitch's own line: a timeout, a ban, a warning. */
  async appendNotice(text: string, at: number): Promise<void> {
    await this.add([{ text, at, notice: true }]);
  }

  /**
   * Why the bot stayed silent (a redemption nothing answers), kept so a reload shows it too. The same
   * note as the line before it is not repeated: a flood of 100 such redemptions says it once.
   */
  async appendWhy(text: string, at: number): Promise<void> {
    const last = (await this.lines()).at(-1);
    if (last?.why && last.text === text) return;
    await this.add([{ text, at, why: true }]);
  }

  /** Marks viewers' lines deleted: one message by id, or every line of one viewer (a timeout clears them). */
  async markDeleted(which: { messageId: string } | { user: string }): Promise<void> {
    const lines = await this.lines();
    let changed = false;
    for (const line of lines) {
      const hit = 'messageId' in which ? line.messageId === which.messageId : line.user === which.user;
      if (hit && line.user !== undefined && !line.deleted) {
        line.deleted = true;
        changed = true;
      }
    }
    if (changed) await this.storage.put(storageKey, lines);
  }

  private async add(added: SimulatedChatLine[]): Promise<void> {
    if (added.length === 0) return;
    const lines = [...(await this.lines()), ...added];
    await this.storage.put(storageKey, lines.slice(-simulatedChatLogLimit));
  }
}
