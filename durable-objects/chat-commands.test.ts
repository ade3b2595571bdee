import { describe, expect, it } from 'vitest';
import type { ChannelPart } from './channel-part';
import { chatCommandTable } from './chat-commands';

const answering = (reply: string): ChannelPart => ({ chatCommands: () => ({ roll: async () => reply }) });

describe('chatCommandTable', () => {
  it("finds each command type's handler in the part that brings it", async () => {
    const table = chatCommandTable([
      ['quiet', {}],
      ['dice', answering('4')],
    ]);
    expect([...table.keys()]).toEqual(['roll']);
    expect(await table.get('roll')?.({} as never)).toBe('4');
  });

  it('refuses two parts answering the same command type', () => {
    expect(() =>
      chatCommandTable([
        ['dice', answering('4')],
        ['casino', answering('6')],
      ]),
    ).toThrow('Both the dice and the casino parts answer the roll command');
  });
});
