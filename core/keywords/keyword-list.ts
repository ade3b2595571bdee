// Every keyword of the language, in the order the Keywords page lists them.
import { chatKeywords } from './builtins/chat-keywords';
import { discordKeywords } from './builtins/discord-keywords';
import { functionKeywords } from './builtins/function-keywords';
import { incrementorKeywords } from './builtins/incrementor-keywords';
import { logicKeywords } from './builtins/logic-keywords';
import type { KeywordDefinition } from './definition';

export const keywordDefinitions: KeywordDefinition[] = [
  ...chatKeywords,
  ...functionKeywords,
  ...logicKeywords,
  ...discordKeywords,
  ...incrementorKeywords,
];

export const keywordsByName = new Map(
  keywordDefinitions.map((definition) => [definition.name.toLowerCase(), definition]),
);
