// The routes only the channel's owner may use, written out by hand: the tests check the app against this
// list, never against the mechanism that enforces it, so a route dropped from that mechanism shows.

/** The owner's alone: tokens and connections, the editors list, the overlay key, clearing the history. */
export const ownerOnlyRoutes = [
  'DELETE /api/editors',
  'DELETE /api/import/nightbot/connect',
  'DELETE /api/tips/kofi',
  'DELETE /api/tips/streamelements',
  'DELETE /api/tips/streamlabs',
  'DELETE /api/twitchOauth/unassign',
  'GET /api/discord/code',
  'GET /api/editors',
  'GET /api/import/nightbot/callback',
  'GET /api/import/nightbot/connect',
  'GET /api/tips/streamlabsAuth',
  'GET /api/tips/streamlabsLogin',
  'GET /api/twitchOauth/login',
  'POST /api/editors',
  'POST /api/overlay/regenerateKey',
  'POST /api/settingsHistory/clear',
  'POST /api/tips/kofi',
  'POST /api/tips/streamelements',
  'POST /api/twitchOauth/assign',
];
