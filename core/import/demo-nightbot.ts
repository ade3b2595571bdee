// A realistic Nightbot setup, as Nightbot's API answers it (nightbot/api-docs, includes/commands/_get.md,
// timers/_get.md, regulars/_get.md, spam_protection/_get.md): dev mode's simulated account and the fakes
// answer with these bodies, and the importer's tests read them.

const created = '2024-03-02T18:20:11.000Z';
const updated = '2025-10-14T20:05:42.000Z';

function command(id: number, name: string, message: string, userLevel: string, coolDown = 5, count = 0) {
  const _id = `65e3b1c2d0c2509400${String(id).padStart(6, '0')}`;
  return { _id, createdAt: created, updatedAt: updated, name, message, coolDown, count, userLevel };
}

const commandList = [
  command(1, '!hello', 'Hello $(user)! Welcome to the stream, make yourself at home.', 'everyone', 5, 212),
  command(2, '!hug', '$(user) gives $(touser) a big warm hug <3', 'everyone', 10, 1543),
  command(3, '!lurk', '$(user) is now lurking. Enjoy the lurk!', 'everyone', 30, 988),
  command(
    4,
    '!so',
    'Go check out $(touser) at https://twitch.tv/$(touser) - they were last playing $(game)!',
    'moderator',
    5,
    77,
  ),
  command(5, '!uptime', '$(channel) has been live for $(uptime).', 'everyone', 10, 431),
  command(6, '!game', 'We are playing $(game) right now.', 'everyone', 10, 59),
  command(7, '!title', 'Current title: $(title)', 'everyone', 10, 18),
  command(8, '!deaths', 'The streamer has died $(count) times. F in the chat.', 'moderator', 2, 314),
  command(9, '!roll', '$(user) rolls the dice and gets a $(randomnum 1 6)!', 'everyone', 5, 2210),
  command(10, '!d20', '$(user) rolls a d20: $(randomnum 1 20)', 'everyone', 5, 640),
  command(11, '!time', "It's $(time Europe/London) for the streamer right now.", 'everyone', 30, 45),
  command(12, '!localtime', 'Streamer time: $(time America/New_York "h:mm A")', 'everyone', 30, 12),
  command(
    13,
    '!followage',
    '$(urlfetch https://decapi.me/twitch/followage/$(channel)/$(user))',
    'everyone',
    30,
    390,
  ),
  command(14, '!joke', '$(urlfetch https://icanhazdadjoke.com/)', 'everyone', 60, 205),
  command(15, '!weather', '$(urlfetch https://wttr.in/$(querystring)?format=3)', 'regular', 30, 66),
  command(
    16,
    '!8ball',
    '$(user) asks "$(query)" - the 8-ball says: $(eval ["Yes","No","Maybe"][Math.floor(Math.random()*3)])',
    'everyone',
    10,
    701,
  ),
  command(17, '!discord', 'Join the community Discord: https://discord.gg/example', 'everyone', 30, 122),
  command(
    18,
    '!socials',
    'Twitter: @demo_streamer | YouTube: youtube.com/@demostreamer | TikTok: @demo.streamer',
    'everyone',
    30,
    84,
  ),
  command(
    19,
    '!rules',
    'Be kind, no spoilers, no backseating unless asked. English in chat please.',
    'everyone',
    60,
    37,
  ),
  command(
    20,
    '!subonly',
    'Thanks for subbing $(user)! Here is your secret: the streamer hates pineapple pizza.',
    'subscriber',
    30,
    28,
  ),
  command(21, '!vipperk', '$(user) flexes their VIP badge.', 'twitch_vip', 30, 9),
  command(22, '!clear', 'Chat was cleared by $(user).', 'owner', 0, 3),
  command(23, '!slap', '$(user) slaps $(touser) around a bit with a large trout', 'everyone', 7200, 502),
  command(24, '!quote', '$(quote)', 'everyone', 10, 150),
  command(25, '!count', 'This command has been used $(count) times, $(user).', 'everyone', 5, 41),
  command(26, '!lurk me', 'Names with spaces do not survive the move.', 'everyone', 5, 0),
  command(27, '!hype', '$(user) is hyped! $(weather London)', 'everyone', 5, 4),
];

export const demoNightbotCommands = { _total: commandList.length, status: 200, commands: commandList };

function timer(id: number, name: string, message: string, interval: string, lines: number, enabled: boolean) {
  const _id = `568a4d15df4510b03d${String(id).padStart(6, '0')}`;
  return {
    _id,
    createdAt: created,
    updatedAt: updated,
    name,
    message,
    interval,
    nextRunAt: '2025-11-20T19:15:00.000Z',
    lines,
    enabled,
  };
}

const timerList = [
  timer(1, 'discord', 'Join the community Discord: https://discord.gg/example', '*/15 * * * *', 2, true),
  timer(
    2,
    'socials',
    'Follow on Twitter @demo_streamer and YouTube youtube.com/@demostreamer',
    '*/30 * * * *',
    5,
    true,
  ),
  timer(3, 'hydrate', 'Hydration check! Drink some water, $(channel) says so.', '0 * * * *', 0, true),
  timer(4, 'old sponsor', 'Use code DEMO for 10% off at example.com', '*/20 * * * *', 2, false),
];

export const demoNightbotTimers = { _total: timerList.length, status: 200, timers: timerList };

function regular(id: number, name: string, displayName: string) {
  const _id = `56739fb5d0c250946e${String(id).padStart(6, '0')}`;
  const providerId = String(96837000 + id);
  return { _id, createdAt: created, updatedAt: updated, provider: 'twitch', providerId, name, displayName };
}

const regularList = [
  regular(1, 'pixel_pioneer', 'Pixel_Pioneer'),
  regular(2, 'cozycactus', 'CozyCactus'),
  regular(3, 'lurkmaster3000', 'LurkMaster3000'),
  regular(4, 'speedrun_sam', 'Speedrun_Sam'),
  regular(5, 'midnightmoth', 'MidnightMoth'),
  regular(6, 'tea_time_tom', 'Tea_Time_Tom'),
  regular(7, 'glitchgoblin', 'GlitchGoblin'),
  regular(8, 'hazelnut_hannah', 'Hazelnut_Hannah'),
];

export const demoNightbotRegulars = { _total: regularList.length, status: 200, regulars: regularList };

/** A filter's own fields: `length` is the timeout in seconds, `limit` a percentage or a count. */
type FilterFields = {
  enabled: boolean;
  length: number;
  exemptUserLevel: string;
  message?: string;
  silent?: boolean;
  blacklist?: string;
  whitelist?: string;
  limit?: number;
  _limitMin?: number;
  _limitMax?: number;
};

function filter(type: string, name: string, fields: FilterFields) {
  return {
    message: '',
    silent: false,
    ...fields,
    _type: type,
    _name: name,
    _description: `Nightbot's ${name} filter.`,
    _docs: `https://docs.nightbot.tv/spam-protection/${type}`,
  };
}

export const demoNightbotSpamProtection = {
  status: 200,
  filters: [
    filter('blacklist', 'Blacklist Words/Phrases', {
      enabled: true,
      length: 600,
      blacklist: 'buy followers\nfree vbucks*\n~/b[i1]gg?[o0]s/\ncheap viewers',
      exemptUserLevel: 'moderator',
    }),
    filter('caps', 'Excess Caps', {
      enabled: true,
      length: 10,
      limit: 70,
      _limitMin: 1,
      _limitMax: 100,
      exemptUserLevel: 'subscriber',
      message: 'Please stop shouting.',
    }),
    filter('emotes', 'Excess Emotes', {
      enabled: false,
      length: 10,
      limit: 8,
      _limitMin: 1,
      _limitMax: 50,
      exemptUserLevel: 'subscriber',
    }),
    filter('links', 'Links', {
      enabled: true,
      length: 30,
      whitelist: 'clips.twitch.tv\nyoutube.com\n*.example.com',
      exemptUserLevel: 'regular',
      silent: true,
    }),
    filter('symbols', 'Excess Symbols', {
      enabled: true,
      length: 10,
      limit: 60,
      _limitMin: 1,
      _limitMax: 100,
      exemptUserLevel: 'regular',
    }),
    filter('repetitions', 'Excess Repetitions', {
      enabled: true,
      length: 60,
      limit: 80,
      _limitMin: 1,
      _limitMax: 100,
      exemptUserLevel: 'twitch_vip',
    }),
  ],
};

/** The four answers of the simulated Nightbot account, keyed as `POST /api/import/preview`'s `data` takes them. */
export const demoNightbot = {
  commands: demoNightbotCommands,
  timers: demoNightbotTimers,
  regulars: demoNightbotRegulars,
  spam_protection: demoNightbotSpamProtection,
};
