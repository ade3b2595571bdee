// Twitch chat messages are at most 500 characters: longer replies go out as several, split between
// words (a word longer than a message is cut).

export const maxChatMessageLength = 500;

export function splitChatMessage(text: string, limit = maxChatMessageLength): string[] {
  const messages: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= limit) {
      current = candidate;
      continue;
    }
    if (current) messages.push(current);
    let rest = word;
    while (rest.length > limit) {
      messages.push(rest.slice(0, limit));
      rest = rest.slice(limit);
    }
    current = rest;
  }
  if (current) messages.push(current);
  return messages;
}
