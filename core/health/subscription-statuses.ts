// EventSub subscription statuses (protocols.md 1.1), by what the bot can do about them.

/** Working, or about to: keep. */
export const healthyStatuses = new Set(['enabled', 'webhook_callback_verification_pending']);

/** Stopped by a fault on our side or Twitch's that a new subscription repairs: delete and create again. */
export const recoverableStatuses = new Set([
  'webhook_callback_verification_failed',
  'notification_failures_exceeded',
  'beta_maintenance',
]);

/** Only the streamer can repair these (authorize again, unban, re-mod); creating again would fail. */
export const isUnrecoverable = (status: string) =>
  !healthyStatuses.has(status) && !recoverableStatuses.has(status);
