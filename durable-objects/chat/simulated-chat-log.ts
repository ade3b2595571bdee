// The simulated chat (dev mode and Simulator dry runs), newest last: the Simulator's viewer lines and
// what the bot said, in the order they happened, so a reload shows each answer under its question.

/** A line of the simulated chat: the bot's unless `user` names the viewer who typed it. */
export type SimulatedChatLine = { text: string; at: number; user?: string };

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
    return (await this.lines()).filter((line) => line.user === undefined);
  }

  async append(texts: string[], at: number): Promise<void> {
    await this.add(texts.map((text) => ({ text, at })));
  }

  /** A viewer's message typed in the Simulator, before the bot's answer to it. */
  async appendViewer(user: string, text: string, at: number): Promise<void> {
    await this.add([{ text, at, user }]);
  }

  private async add(added: SimulatedChatLine[]): Promise<void> {
    if (added.length === 0) return;
    const lines = [...(await this.lines()), ...added];
    await this.storage.put(storageKey, lines.slice(-simulatedChatLogLimit));
  }
}
