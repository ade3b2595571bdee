import { describe, expect, it } from 'vitest';
import { keywordDefinitions } from '../keywords/keyword-list';
import { callOutLabel, replyText, savedValueLabel, toPublicReply } from './public-reply';

const hidden = { showsVariableNames: false };
const named = { showsVariableNames: true };
const shown = (reply: string, showing = hidden) => replyText(toPublicReply(reply, showing));

describe('a reply on the public page', () => {
  it('shows text and keywords as written, each keyword its own marked part', () => {
    expect(toPublicReply('Hi {username}, roll {randomNumber.1|6}!', hidden)).toEqual([
      { text: 'Hi ', isKeyword: false },
      { text: '{username}', isKeyword: true },
      { text: ', roll ', isKeyword: false },
      { text: '{randomNumber.1|6}', isKeyword: true },
      { text: '!', isKeyword: false },
    ]);
  });

  it('shows a keyword that reads another site as "answers from another site", never its address or key', () => {
    const reply = 'Weather: {urlget.https://api.example.com/w?key=SECRET123&q={message}} today';
    expect(toPublicReply(reply, named)).toEqual([
      { text: 'Weather: ', isKeyword: false },
      { text: callOutLabel, isKeyword: true },
      { text: ' today', isKeyword: false },
    ]);
    // Nested in another keyword, in any letter case: the whole keyword answers from another site.
    const nested = shown('{if.{equals.{URLGET.https://x.example/?token=SECRET123}|1}|up|down}');
    expect(nested).toBe(callOutLabel);
    expect(nested).not.toContain('SECRET123');
  });

  it('knows the keywords that call out from their definitions', () => {
    const callers = keywordDefinitions.filter((definition) => definition.callsOut).map((d) => d.name);
    expect(callers).toContain('urlget');
    for (const name of callers) expect(shown(`{${name}.https://a.example/?k=SECRET}`)).toBe(callOutLabel);
  });

  it("never shows a variable's value, and its name only when the streamer chose so", () => {
    const reply = '{setvar.pw|hunter2}The word is {getvar.pw}. {add.{getvar.deaths}|1} deaths';
    expect(shown(reply)).toBe(`The word is ${savedValueLabel}. {add.${savedValueLabel}|1} deaths`);
    expect(shown(reply, named)).toBe('{setvar.pw|…}The word is {getvar.pw}. {add.{getvar.deaths}|1} deaths');
    expect(shown(reply, named)).not.toContain('hunter2');
  });

  it('keeps literal braces that open no keyword as text', () => {
    expect(toPublicReply('{not a keyword} and {', hidden)).toEqual([
      { text: '{not a keyword} and {', isKeyword: false },
    ]);
  });
});
