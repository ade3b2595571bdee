// A slash command as typed or pasted in one line (`/sbcode code:0NMQKFY85N`), as Discord's own message
// box reads it: the first word names the command, the words after it are its option.

export type SlashInput = { name: string; option: string };

export function readSlashInput(typed: string): SlashInput {
  const [, name = '', option = ''] = /^\/?(\S*)\s*([\s\S]*)$/.exec(typed.trim()) ?? [];
  return { name, option: option.trim() };
}
