// Reads "!keyword rest of the message" from a chat line.

export type Invocation = { keyword: string; rest: string };

export function readInvocation(text: string): Invocation | null {
  const match = /^\s*!(\S+)(?:\s+([\s\S]*))?$/.exec(text);
  if (!match) return null;
  return { keyword: (match[1] as string).toLowerCase(), rest: (match[2] ?? '').trim() };
}
