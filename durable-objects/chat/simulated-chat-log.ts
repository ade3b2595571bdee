// What the bot said in the simulated chat (dev mode and Simulator dry runs), newest last.

export type SimulatedChatLine = { text: string; at: number };

export const simulatedChatLogLimit = 100;
const storageKey = 'simulatedChat';

export class SimulatedChatLog {
  constructor(private readonly storage: DurableObjectStorage) {}

  async lines(): Promise<SimulatedChatLine[]> {
    return (await this.storage.get<SimulatedChatLine[]>(storageKey)) ?? [];
  }

  async append(texts: string[], at: number): Promise<void> {
    if (texts.length === 0) return;
    const lines = [...(await this.lines()), ...texts.map((text) => ({ text, at }))];
    await this.storage.put(storageKey, lines.slice(-simulatedChatLogLimit));
  }
}
