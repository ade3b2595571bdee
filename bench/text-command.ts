import { type CommandInput, commandInputSchema } from '../core/commands/command';

/** The Text command the workerd benches give their channel, with the defaults a saved command gets: anyone may use it, no cooldown. */
export const benchTextCommand = (command: string, text: string): CommandInput =>
  commandInputSchema.parse({ command, type: 'Text', text });
