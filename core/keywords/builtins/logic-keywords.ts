// Keywords that decide.
import { eager, type KeywordDefinition } from '../definition';

const isTrue = (text: string) => text.trim().toLowerCase() === 'true';

export const logicKeywords: KeywordDefinition[] = [
  {
    name: 'equals',
    group: 'logic',
    usage: '{equals.a|b}',
    description: 'true when a and b are the same text (ignoring case and outer spaces), otherwise false.',
    example: { template: '{equals.{target}|streamer}', output: 'true' },
    minParams: 2,
    maxParams: 2,
    evaluate: eager(([a = '', b = '']) => String(a.trim().toLowerCase() === b.trim().toLowerCase())),
  },
  {
    name: 'if',
    group: 'logic',
    usage: '{if.result|trueOut|falseOut}',
    description:
      'trueOut when result is true, otherwise falseOut (empty when left out). Only the chosen side runs.',
    example: { template: '{if.{equals.{target}|streamer}|Hi boss!|Hi {target}!}', output: 'Hi boss!' },
    minParams: 2,
    maxParams: 3,
    evaluate: (param, count) => {
      const choose = (result: string) => (isTrue(result) ? param(1) : count > 2 ? param(2) : '');
      const result = param(0);
      return typeof result === 'string' ? choose(result) : result.then(choose);
    },
  },
];
