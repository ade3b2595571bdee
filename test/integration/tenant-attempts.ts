// The tenant-isolation table: every API route, with what streamer B tries of A's ids, numbers and keys
// and the status B gets. The tenant-isolation test sends each as B; the editors test sends each as an
// editor of A, who may do what A may except the owner-only routes.
import { defaultAlertsSettings } from '../../core/alerts/alerts-settings';
import { defaultCarouselSettings } from '../../core/carousel/carousel-settings';
import { simulatedChatAccountToken } from '../../core/chat/chat-account-requests';
import { defaultClipReelSettings } from '../../core/clips/clip-reel-settings';
import { defaultEmoteMoverSettings } from '../../core/emotes/emote-settings';
import { defaultModerationSettings, withRecommendedFilters } from '../../core/moderation/moderation-settings';
import { defaultProgressBarSettings } from '../../core/progress/progress-settings';
import { kofiPayment } from '../fakes/kofi';
import { type Attempt, streamElementsJwt } from './tenant-fixture';

const chat =
  (text: string, roles: string[] = []) =>
  () => ({ user: 'BetaViewer', text, roles });

// In order: B's own state moves on from row to row (B's key changes last of all).
/** A Nightbot command as its API answers it, named like A's. */
const importedLurk = [
  {
    _id: '65e3b1c2d0c2509400000001',
    createdAt: '2024-03-02T18:20:11.000Z',
    updatedAt: '2024-03-02T18:20:11.000Z',
    name: '!lurk',
    message: '$(user) lurks for B',
    coolDown: 5,
    count: 0,
    userLevel: 'everyone',
  },
];

export const attempts: Attempt[] = [
  {
    route: 'GET /api/overlay/:key/state',
    tries: 'its own key for the live state',
    path: (_a, caller) => `/api/overlay/${caller.overlayKey}/state`,
    status: 200,
  },
  {
    route: 'POST /api/overlay/:key/speech',
    tries: 'its own key for speech (no hosted engine in dev mode: 501, nothing of A)',
    path: (_a, caller) => `/api/overlay/${caller.overlayKey}/speech`,
    body: () => ({ text: 'AlphaSecret', voice: '' }),
    status: 501,
  },
  {
    route: 'GET /api/overlay/:key/progress',
    tries: 'its own key for the goal counts',
    path: (_a, caller) => `/api/overlay/${caller.overlayKey}/progress`,
    status: 200,
  },
  {
    route: 'GET /api/overlay/:key/clips',
    tries: 'its own key for the playlist',
    path: (_a, caller) => `/api/overlay/${caller.overlayKey}/clips`,
    status: 200,
  },
  {
    route: 'GET /api/overlay/:key/clips/:clipId/video',
    tries: "its own key with A's clip id",
    path: (a, caller) => `/api/overlay/${caller.overlayKey}/clips/${a.clipId}/video`,
    status: 404,
  },
  {
    route: 'POST /api/kofi/:key',
    tries: "its own key with A's Ko-fi token",
    path: (_a, caller) => `/api/kofi/${caller.overlayKey}`,
    body: (a) =>
      new URLSearchParams({ data: JSON.stringify(kofiPayment({ verification_token: a.kofiToken })) }),
    status: 401,
  },
  { route: 'GET /api/simulator', tries: 'its overlay key', status: 200 },
  { route: 'POST /api/simulator/chat', tries: "A's command keyword", body: chat('!lurk'), status: 200 },
  { route: 'POST /api/simulator/chat', tries: "A's quote number", body: chat('!quote 1'), status: 200 },
  {
    route: 'POST /api/simulator/chat',
    tries: "a word of A's quotes",
    body: chat('!quote bananas'),
    status: 200,
  },
  {
    route: 'POST /api/simulator/chat',
    tries: "deleting A's quote number",
    body: chat('!deletequote 1', ['moderator']),
    status: 200,
  },
  { route: 'POST /api/simulator/chat', tries: "reading A's variable", body: chat('!deaths'), status: 200 },
  { route: 'POST /api/simulator/chat', tries: "setting A's variable", body: chat('!setdeaths'), status: 200 },
  {
    route: 'POST /api/simulator/event',
    tries: "A's channel-point reward",
    body: () => ({ type: 'redemption', user: 'BetaViewer', reward: 'Hydrate' }),
    status: 200,
  },
  {
    route: 'POST /api/simulator/event',
    tries: "a follow, which A's reaction answers",
    body: () => ({ type: 'follow', user: 'BetaFan' }),
    status: 200,
  },
  { route: 'POST /api/simulator/clearTestEvents', tries: "clearing A's test events", status: 200 },
  {
    route: 'POST /api/simulator/discord',
    tries: "A's Discord link code",
    body: (a) => ({ user: 'Owner', command: 'sbcode', text: a.linkCode, admin: true }),
    status: 200,
  },
  {
    route: 'POST /api/simulator/discord',
    tries: "A's Discord command",
    body: () => ({ user: 'Member', command: 'lurk' }),
    status: 200,
  },
  // Read after the tries above: whatever they made A's channel say would show here.
  { route: 'GET /api/simulator/chat', tries: "A's bot lines", status: 200 },
  { route: 'GET /api/simulator/conversation', tries: "A's chat", status: 200 },
  { route: 'GET /api/simulator/discord', tries: "A's Discord posts", status: 200 },

  { route: 'GET /api/simulator/moderation', tries: "A's moderation actions", status: 200 },
  { route: 'GET /api/moderation', tries: "A's filters and word list", status: 200 },
  { route: 'GET /api/moderation/log', tries: "A's moderation log", status: 200 },
  { route: 'GET /api/moderation/log.csv', tries: "A's moderation log as CSV", status: 200 },
  {
    route: 'POST /api/moderation/undo',
    tries: "A's log entry id",
    body: (a) => ({ id: a.moderationLogId }),
    status: 404,
  },
  {
    route: 'POST /api/moderation/test',
    tries: "A's blocked word",
    body: () => ({ text: 'alphasecretword' }),
    status: 200,
  },
  {
    route: 'POST /api/moderation/replay',
    tries: "A's last hour of chat",
    body: () => ({ settings: withRecommendedFilters(defaultModerationSettings) }),
    status: 200,
  },
  {
    route: 'POST /api/moderation',
    tries: 'saving filters (only its own)',
    body: () => withRecommendedFilters(defaultModerationSettings),
    status: 200,
  },
  { route: 'GET /api/commands', tries: "A's commands", status: 200 },
  {
    route: 'POST /api/commands',
    tries: "A's keyword",
    body: () => ({ format: 'add', command: { command: 'lurk', type: 'Text', text: 'Beta lurks' } }),
    status: 200,
  },
  {
    route: 'PUT /api/commands',
    tries: "A's command id",
    body: (a) => ({
      format: 'update',
      command: { _id: a.commandId, command: 'lurk', type: 'Text', text: 'stolen' },
    }),
    status: 404,
  },
  {
    route: 'DELETE /api/commands',
    tries: "A's command id",
    body: (a) => ({ format: 'delete', command: { _id: a.commandId } }),
    status: 404,
  },

  { route: 'GET /api/quotes', tries: "A's quotes", status: 200 },
  { route: 'GET /api/quotes/settings', tries: "A's formats", status: 200 },
  {
    route: 'PUT /api/quotes',
    tries: "A's quote number",
    body: (a) => ({ number: a.quoteNumbers[0], editedText: 'stolen' }),
    status: 404,
  },
  {
    route: 'DELETE /api/quotes',
    tries: "A's quote number",
    body: (a) => ({ number: a.quoteNumbers[0] }),
    status: 404,
  },
  {
    route: 'DELETE /api/quotes',
    tries: "A's last quote number",
    body: (a) => ({ number: a.quoteNumbers[1] }),
    status: 404,
  },
  // After the tries at A's numbers: B's own first quote would take number 1.
  {
    route: 'POST /api/quotes',
    tries: "a quote added beside A's",
    body: () => ({ text: 'Beta said this' }),
    status: 200,
  },
  { route: 'POST /api/quotes/renumber', tries: "renumbering A's quotes", status: 200 },
  {
    route: 'PUT /api/quotes/format',
    tries: "A's format",
    body: () => ({ text: 'Beta {quote}' }),
    status: 200,
  },
  {
    route: 'PUT /api/quotes/bgFormat',
    tries: "A's wallpaper format",
    body: () => ({ text: 'Beta' }),
    status: 200,
  },

  { route: 'GET /api/twitch/settings', tries: "A's replies, announcements and incrementor", status: 200 },
  {
    route: 'POST /api/twitch/textReply',
    tries: "A's reply id",
    body: (a) => ({ _id: a.replyId, redemptionTitle: 'Hydrate', text: 'stolen' }),
    status: 404,
  },
  {
    route: 'DELETE /api/twitch/textReply',
    tries: "A's reply id",
    body: (a) => ({ _id: a.replyId }),
    status: 404,
  },
  {
    route: 'POST /api/twitch/announcements',
    tries: "A's announcements",
    body: () => ({
      announcements: ['Beta'],
      minutesBetweenAnnouncements: 5,
      numberOfMessagesBetweenAnnouncements: 1,
      announcementsEnabled: false,
      announcementOrderIsRandomized: true,
    }),
    status: 200,
  },
  {
    route: 'POST /api/twitch/incrementor',
    tries: "A's reward title",
    body: () => ({
      incrementorTitle: 'Cookie',
      incrementorText: 'Beta {count}',
      incrementorTopText: 'Beta top',
      isIncrementorEnabled: false,
    }),
    status: 200,
  },
  { route: 'POST /api/twitch/incrementorRecount', tries: "A's owner redemptions", status: 200 },
  { route: 'POST /api/twitch/botOn', tries: "A's subscriptions", status: 200 },
  { route: 'POST /api/twitch/botOff', tries: "A's subscriptions", status: 200 },

  { route: 'GET /api/triggeredEvent', tries: "A's reactions", status: 200 },
  {
    route: 'POST /api/triggeredEvent',
    tries: "A's reaction id",
    body: (a) => ({ _id: a.triggeredEventId, eventType: 'follow', text: 'stolen', enabled: true }),
    status: 404,
  },
  {
    route: 'DELETE /api/triggeredEvent',
    tries: "A's reaction id",
    body: (a) => ({ _id: a.triggeredEventId }),
    status: 404,
  },
  {
    route: 'POST /api/triggeredEvent/settings',
    tries: "A's shoutout text",
    body: () => ({ shoutoutText: 'Beta {target}', floodTexts: {} }),
    status: 200,
  },

  {
    route: 'POST /api/keywords/preview',
    tries: "A's variable",
    body: () => ({ text: 'Deaths: {getvar.deaths}' }),
    status: 200,
  },

  { route: 'GET /api/carousel', tries: "A's carousel settings", status: 200 },
  {
    route: 'POST /api/carousel',
    tries: "A's carousel settings",
    body: () => defaultCarouselSettings,
    status: 200,
  },
  { route: 'GET /api/progressBar', tries: "A's goal settings", status: 200 },
  {
    route: 'POST /api/progressBar',
    tries: "A's goal settings",
    body: () => defaultProgressBarSettings,
    status: 200,
  },
  { route: 'POST /api/progressBar/resetProgress', tries: "A's goal counts", status: 200 },
  { route: 'GET /api/clips', tries: "A's clip reel settings", status: 200 },
  {
    route: 'POST /api/clips',
    tries: "A's clip reel settings",
    body: () => defaultClipReelSettings,
    status: 200,
  },
  {
    route: 'GET /api/clips/getUserClips',
    tries: "A's clips",
    path: () => '/api/clips/getUserClips?refresh=0',
    status: 200,
  },
  { route: 'GET /api/alerts', tries: "A's alert designs", status: 200 },
  {
    route: 'POST /api/alerts',
    tries: "A's alert designs",
    body: () => defaultAlertsSettings,
    status: 200,
  },
  { route: 'GET /api/alerts/queue', tries: "A's alert queue", status: 200 },
  {
    route: 'POST /api/alerts/control',
    tries: "A's queued alert",
    body: (a) => ({ action: 'skip', id: a.alertId }),
    status: 404,
  },
  {
    route: 'POST /api/alerts/control',
    tries: "replaying A's alert",
    body: (a) => ({ action: 'replay', id: a.alertId }),
    status: 404,
  },
  {
    route: 'POST /api/alerts/test',
    tries: "A's alert overlays",
    body: () => ({ type: 'follow' }),
    status: 200,
  },
  { route: 'GET /api/alerts/media', tries: "A's uploaded media", status: 200 },
  { route: 'POST /api/alerts/media', tries: "A's media (a JSON body, no file)", status: 400 },
  {
    route: 'DELETE /api/alerts/media',
    tries: "A's uploaded file",
    body: (a) => ({ id: a.alertMediaId }),
    status: 404,
  },
  { route: 'GET /api/emoteMover', tries: "A's emote settings", status: 200 },
  {
    route: 'POST /api/emoteMover',
    tries: "A's emote settings",
    body: () => defaultEmoteMoverSettings,
    status: 200,
  },
  {
    route: 'POST /api/emoteMover/test',
    tries: "A's emote overlays",
    body: () => ({ count: 3 }),
    status: 200,
  },
  {
    route: 'DELETE /api/events/removeEvent',
    tries: "A's queued follow",
    body: () => ({ type: 'follow' }),
    status: 200,
  },
  { route: 'GET /api/events/twitchChannelSubBadge', tries: "A's badge", status: 200 },
  { route: 'GET /api/events/recent', tries: "A's recent activity", status: 200 },

  { route: 'GET /api/discord', tries: "A's webhook and announcement", status: 200 },
  {
    route: 'POST /api/discord',
    tries: "A's announcement",
    body: () => ({ text: 'Beta live', enabled: false, streamStartWebhookUrl: '' }),
    status: 200,
  },
  { route: 'GET /api/discord/code', tries: "A's unused link code", status: 200 },
  { route: 'GET /api/discord/roles', tries: "A's server's roles", status: 409 },
  {
    route: 'POST /api/discord/roles',
    tries: "A's moderator role id",
    body: (a) => ({ roleID: a.moderatorRoleId }),
    status: 409,
  },
  { route: 'GET /api/discord/status', tries: "A's server", status: 200 },
  { route: 'POST /api/discord/test', tries: "A's webhook", status: 409 },

  { route: 'GET /api/tips', tries: "A's tip setup", status: 200 },
  {
    route: 'POST /api/tips/kofi',
    tries: "A's Ko-fi token",
    body: (a) => ({ verificationToken: a.kofiToken }),
    status: 200,
  },
  { route: 'DELETE /api/tips/kofi', tries: "A's Ko-fi token", status: 200 },
  {
    route: 'POST /api/tips/streamelements',
    tries: "A's StreamElements JWT",
    body: () => ({ jwt: streamElementsJwt }),
    status: 200,
  },
  { route: 'DELETE /api/tips/streamelements', tries: "A's StreamElements JWT", status: 200 },
  { route: 'DELETE /api/tips/streamlabs', tries: "A's Streamlabs tokens", status: 200 },
  {
    route: 'POST /api/tips/tipResetPeriod',
    tries: "A's reset period",
    body: () => ({ period: 'day' }),
    status: 200,
  },

  { route: 'GET /api/twitchOauth/login', tries: 'the chat account link', status: 200 },
  {
    route: 'POST /api/twitchOauth/assign',
    tries: "A's chat account",
    body: () => ({ token: simulatedChatAccountToken }),
    status: 200,
  },
  { route: 'DELETE /api/twitchOauth/unassign', tries: "A's chat account", status: 200 },
  { route: 'GET /api/health', tries: "A's problems", status: 200 },
  { route: 'GET /api/regulars', tries: "A's regulars list", status: 200 },
  { route: 'GET /api/rewards', tries: "A's channel-point rewards", status: 200 },
  { route: 'GET /api/sessions', tries: "A's sessions", status: 200 },
  {
    route: 'DELETE /api/regulars',
    tries: "A's regular",
    body: () => ({ login: 'alphasecretregular' }),
    status: 404,
  },
  {
    route: 'POST /api/regulars',
    tries: "A's regular, onto its own list",
    body: () => ({ login: 'AlphaSecretRegular' }),
    status: 200,
  },
  { route: 'GET /api/editors', tries: "A's editors list", status: 200 },
  {
    route: 'POST /api/editors',
    tries: 'to name A its own editor',
    body: () => ({ login: 'alphasecretcaster' }),
    status: 200,
  },
  {
    route: 'DELETE /api/editors',
    tries: "A's editor",
    body: () => ({ login: 'alphasecreteditor' }),
    status: 404,
  },
  {
    route: 'POST /api/session/channel',
    tries: "to act on A's channel",
    body: () => ({ login: 'alphasecretcaster' }),
    status: 403,
  },
  {
    route: 'GET /api/settingsHistory',
    tries: "A's settings history, by A's editor and before A's ids",
    path: () => '/api/settingsHistory?by=alphasecreteditor&before=999999999',
    status: 200,
  },
  { route: 'POST /api/settingsHistory/clear', tries: "to clear A's settings history", status: 200 },
  { route: 'POST /api/overlay/regenerateKey', tries: "A's overlay key", status: 200 },
  { route: 'GET /api/import/sources', tries: 'which sources A connected', status: 200 },
  {
    route: 'POST /api/import/preview',
    tries: "an import over A's command name",
    body: () => ({
      source: 'nightbot',
      data: { commands: { _total: 1, status: 200, commands: importedLurk } },
    }),
    status: 200,
  },
  {
    route: 'POST /api/import/apply',
    tries: "an import that overwrites A's command name",
    body: () => ({
      source: 'nightbot',
      data: { commands: { _total: 1, status: 200, commands: importedLurk } },
      onExisting: 'overwrite',
    }),
    status: 200,
  },
  { route: 'DELETE /api/import/nightbot/connect', tries: "A's Nightbot connection", status: 200 },
  { route: 'GET /api/publicPage', tries: "A's public page setting", status: 200 },
  {
    route: 'POST /api/publicPage',
    tries: "A's public page setting",
    body: () => ({ enabled: false }),
    status: 200,
  },
];

/** Routes without a row, and why. */
export const leftOut: Record<string, string> = {
  'GET /api/import/nightbot/connect':
    'needs a Nightbot app (503 in dev mode) and holds no channel data; import-nightbot-oauth.test.ts checks it',
  'GET /api/import/nightbot/callback':
    'needs a Nightbot app (503 in dev mode); it saves the token through the same per-streamer write the DELETE row tries',
  'GET /api/overlay/:key/ws':
    'a socket, not a request: overlay-socket.test.ts checks that sockets hear only their own channel',
  'GET /api/tips/streamlabsLogin': 'needs a Streamlabs app (503 in dev mode) and holds no channel data',
  'POST /api/sessions/endAll':
    "ends the caller's own sessions, so the rows after it could not be tried; sessions.test.ts checks it ends only the caller's",
  'GET /api/tips/streamlabsAuth':
    'needs a Streamlabs app (503 in dev mode); it saves tokens through the same per-streamer write as the Ko-fi and StreamElements rows',
};
