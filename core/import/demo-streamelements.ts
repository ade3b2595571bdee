// A realistic StreamElements setup, as StreamElements' API answers it: commands and timers in the shapes of
// `GET /kappa/v2/bot/commands/{channel}` and `GET /kappa/v2/bot/timers/{channel}` (the fields open-source
// clients of that API read: _id, command, reply, aliases, cooldown {user, global}, accessLevel, enabled,
// enabledOnline, enabledOffline, hidden, type, cost, keywords, regex; timers with online/offline {enabled,
// interval}, chatLines, messages), quotes as `GET /kappa/v2/bot/quotes/{channel}` lists them. Dev mode's
// simulated account and the fakes answer with these bodies, and the importer's tests read them.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: StreamElements writes its variables as ${…} in plain strings.

const channel = '5b2e2c1f8a4e7d0012c3f9a1';
const createdAt = '2023-06-11T17:02:33.512Z';
const updatedAt = '2025-09-30T21:44:10.087Z';

type CommandOptions = {
  aliases?: string[];
  accessLevel?: number;
  cooldown?: { user: number; global: number };
  enabled?: boolean;
  type?: 'say' | 'whisper' | 'reply';
  hidden?: boolean;
};

function command(id: number, name: string, reply: string, options: CommandOptions = {}) {
  return {
    cooldown: options.cooldown ?? { user: 15, global: 5 },
    titleKeywords: [],
    _id: `64860b0e${String(id).padStart(16, '0')}`,
    aliases: options.aliases ?? [],
    keywords: [],
    enabled: options.enabled ?? true,
    enabledOnline: true,
    enabledOffline: true,
    hidden: options.hidden ?? false,
    cost: 0,
    type: options.type ?? 'say',
    accessLevel: options.accessLevel ?? 100,
    regex: '',
    reply,
    command: name,
    channel,
    createdAt,
    updatedAt,
  };
}

export const demoStreamElementsCommands = [
  command(1, 'hello', 'Hey ${user}, welcome in! Grab a snack and get comfy.', { aliases: ['hi', 'hey'] }),
  command(2, 'hug', '${sender} hugs ${touser} tightly <3', { cooldown: { user: 30, global: 5 } }),
  command(3, 'lurk', '${user} slides into lurk mode. Thanks for the view!'),
  command(4, 'so', 'Go show ${1} some love at https://twitch.tv/${1} - last seen playing ${game ${1}}', {
    accessLevel: 500,
    aliases: ['shoutout'],
  }),
  command(5, 'uptime', '${channel} has been live for ${uptime}'),
  command(6, 'game', 'Currently playing: ${game}'),
  command(7, 'title', 'Stream title: ${title}'),
  command(8, 'deaths', 'Deaths this run: ${count}', { accessLevel: 500, cooldown: { user: 0, global: 2 } }),
  command(9, 'roll', '${user} rolled a ${random.1-100}!'),
  command(10, 'rps', '${user} throws ${random.pick "rock" "paper" "scissors"}'),
  command(11, 'flip', 'The coin lands on... ${random.pick heads tails}!'),
  command(12, 'followage', '${customapi.https://decapi.me/twitch/followage/${channel}/${user}}'),
  command(13, 'joke', '${customapi https://icanhazdadjoke.com/}', { cooldown: { user: 60, global: 30 } }),
  command(14, 'say', '${1:}', { accessLevel: 500 }),
  command(15, 'ask', '${sender} asks: ${1:} - the answer is ${random.pick "yes" "no" "ask again later"}'),
  command(16, 'discord', 'Join the Discord: https://discord.gg/example', { aliases: ['dc'] }),
  command(
    17,
    'socials',
    'Twitter @demo_streamer | Instagram @demo.streamer | YouTube youtube.com/@demostreamer',
  ),
  command(18, 'rules', 'Be kind, no hate, no spoilers, keep it PG-13. Mods have the final say.'),
  command(19, 'sub', 'Thank you ${user} for supporting the channel!', { accessLevel: 250 }),
  command(20, 'regularsonly', 'Welcome to the inner circle, ${user}.', { accessLevel: 300 }),
  command(21, 'vip', '${user} rolls out the VIP carpet.', { accessLevel: 400 }),
  command(22, 'supermod', 'Super moderator tools engaged by ${user}.', { accessLevel: 1000, hidden: true }),
  command(23, 'setup', 'PC specs are in the panels below, ${touser}.', { type: 'whisper' }),
  command(24, 'second', '${user} says the second word was ${2}', { cooldown: { user: 5, global: 5 } }),
  command(25, 'points', '${user} has ${user.points} points (rank ${user.points_rank})'),
  command(26, 'raid', 'Raid message: demoRaid ${random.emote} demoRaid', { enabled: false }),
  command(27, 'weather', '${weather ${1:}}', { cooldown: { user: 30, global: 10 } }),
];

function timer(
  id: number,
  name: string,
  messages: string[],
  minutes: number,
  chatLines: number,
  enabled: boolean,
) {
  return {
    online: { enabled: true, interval: minutes },
    offline: { enabled: false, interval: 60 },
    enabled,
    chatLines,
    _id: `6486a1c4${String(id).padStart(16, '0')}`,
    channel,
    name,
    messages,
    createdAt,
    updatedAt,
  };
}

export const demoStreamElementsTimers = [
  timer(
    1,
    'socials',
    ['Follow on Twitter @demo_streamer', 'Subscribe on YouTube: youtube.com/@demostreamer'],
    20,
    5,
    true,
  ),
  timer(2, 'discord', ['Join the Discord: https://discord.gg/example'], 15, 3, true),
  timer(3, 'hydrate', ['${channel} reminds you to drink water!'], 45, 0, true),
  timer(4, 'giveaway', ['A giveaway is running, type !join'], 10, 2, false),
];

const quoteTexts: [string, string][] = [
  ['I am not lost, I am exploring.', 'pixel_pioneer'],
  ['That jump was definitely possible. Probably.', 'cozycactus'],
  ['Chat, why did nobody tell me the bridge was out?', 'lurkmaster3000'],
  ['I have never once read a tutorial and I am not starting now.', 'speedrun_sam'],
  ['This is fine. Everything is on fire, but this is fine.', 'midnightmoth'],
  ['Five more minutes, then bed. (It was three hours.)', 'tea_time_tom'],
  ['The boss has no more health, I checked, it is just vibes now.', 'glitchgoblin'],
  ['I do not need armour if I never get hit.', 'hazelnut_hannah'],
  ['Why is the cat on the keyboard again?', 'pixel_pioneer'],
  ['That was a strategic death.', 'cozycactus'],
  ['Backseating is only allowed if you are right.', 'speedrun_sam'],
  ['My aim is perfect, the hitboxes are wrong.', 'midnightmoth'],
  ['Who put that wall there?', 'tea_time_tom'],
  ['I meant to do that. All of it.', 'glitchgoblin'],
  ['Chat is never wrong, except when it is.', 'hazelnut_hannah'],
  ['We do not talk about the water temple.', 'pixel_pioneer'],
  ['Snacks are part of the speedrun.', 'cozycactus'],
  ['The map is a suggestion.', 'lurkmaster3000'],
  ['Never trust a chest in a dark room.', 'speedrun_sam'],
  ['Okay, new plan: panic.', 'midnightmoth'],
  ['I am the main character, the game just does not know it yet.', 'tea_time_tom'],
  ['If I die here I am uninstalling. (Did not uninstall.)', 'glitchgoblin'],
  ['Every run is a learning run.', 'hazelnut_hannah'],
  ['The frog knows what it did.', 'pixel_pioneer'],
  ['Loading screens are my favourite part.', 'cozycactus'],
  ['Just one more quest.', 'lurkmaster3000'],
  ['That NPC looked at me funny.', 'speedrun_sam'],
  ['I am speedrunning being slow.', 'midnightmoth'],
  ['Do not touch the red button. I touched the red button.', 'tea_time_tom'],
  ['GG, go next.', 'glitchgoblin'],
];

/** The quotes as the endpoint lists them: a plain array, oldest first. */
export const demoStreamElementsQuotes = quoteTexts.map(([message, user], index) => ({
  _id: `6487f2aa${String(index + 1).padStart(16, '0')}`,
  quoteId: index + 1,
  channel,
  message,
  user,
  createdAt: new Date(Date.UTC(2023, 6, 1 + index * 3, 20, 15)).toISOString(),
  updatedAt: new Date(Date.UTC(2023, 6, 1 + index * 3, 20, 15)).toISOString(),
}));

/** The three answers of the simulated StreamElements account, keyed as `POST /api/import/preview`'s `data` takes them. */
export const demoStreamElements = {
  commands: demoStreamElementsCommands,
  timers: demoStreamElementsTimers,
  quotes: demoStreamElementsQuotes,
};
