import { describe, expect, it } from 'vitest';
import { commandTypeOf } from './command-types';
import { missingStarterCommands, starterCommands } from './starter-commands';

describe('the usual commands', () => {
  it('are all valid commands of known types, with the ones the issue names', () => {
    const all = missingStarterCommands([]);
    expect(all).toHaveLength(starterCommands.length);
    for (const command of all) expect(commandTypeOf(command.type)).toBeDefined();
    expect(all.map((command) => command.command)).toEqual(
      expect.arrayContaining(['commands', 'uptime', 'so', 'quote', 'addquote']),
    );
    // Shout-outs change nothing but are for mods, as the type says by default.
    expect(all.find((command) => command.command === 'so')?.needsMod).toBe(true);
  });

  it('skip names the channel already uses, in any letter case', () => {
    const missing = missingStarterCommands(['Uptime', 'SO', 'mycommand']);
    expect(missing.map((command) => command.command)).not.toContain('uptime');
    expect(missing.map((command) => command.command)).not.toContain('so');
    expect(missing).toHaveLength(starterCommands.length - 2);
  });
});
