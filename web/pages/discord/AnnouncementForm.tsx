// Live Announcement: the webhook the bot posts to when the stream starts, its text and whether it is on.
// Save is disabled while a save is in flight; a refusal's reason shows next to it (spec).
import { useId, useState } from 'react';
import { z } from 'zod';
import { maxDiscordMessageLength } from '../../../core/discord/discord-settings';
import { api, failureReason, saveOutcome } from '../../api';
import { FieldMessage, fieldProblem, lengthCounter, useFieldValidity } from '../../components/field-check';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';
import type { DiscordStatus } from './DiscordPage';

type Announcement = {
  streamStartWebhookUrl: string;
  webhookUrlHidden: boolean;
  announcementText: string;
  announcementEnabled: boolean;
};

export function AnnouncementForm({
  initial,
  status,
  onSaved,
}: {
  initial: Announcement;
  status: DiscordStatus;
  onSaved: () => Promise<void>;
}) {
  const edit = useEditState({
    streamStartWebhookUrl: initial.streamStartWebhookUrl,
    text: initial.announcementText,
    enabled: initial.announcementEnabled,
  });
  const [test, setTest] = useState<{ ok: boolean; text: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const id = useId();
  // Longer text is refused with the rule, never cut (field-check.tsx).
  const textProblem = fieldProblem(
    z.string().max(maxDiscordMessageLength),
    edit.value.text,
    'The announcement text',
  );
  const textRef = useFieldValidity<HTMLTextAreaElement>(textProblem);
  const broken = status.webhook.brokenAt;

  async function sendTest() {
    setTesting(true);
    setTest(null);
    try {
      const response = await api.discord.test.$post();
      setTest(
        response.ok
          ? {
              ok: true,
              text:
                status.mode === 'real'
                  ? 'Sent: look in your Discord channel.'
                  : "Sent to the Simulator's Discord log.",
            }
          : { ok: false, text: await failureReason(response) },
      );
      await onSaved();
    } catch {
      setTest({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
    } finally {
      setTesting(false);
    }
  }

  return (
    <form
      className="form"
      aria-label="Live announcement"
      onSubmit={edit.submit(
        async ({ streamStartWebhookUrl, ...body }) =>
          saveOutcome(
            await api.discord.$post({
              // An editor is not shown the URL, so the saved one is kept.
              json: initial.webhookUrlHidden ? body : { ...body, streamStartWebhookUrl },
            }),
          ),
        () => void onSaved(),
      )}
    >
      <p>
        When your stream starts, the bot posts this text through a webhook of the channel you choose (Discord:
        channel settings → Integrations → Webhooks → New Webhook → Copy Webhook URL). Keywords work, plus{' '}
        <code>{'{title}'}</code>, <code>{'{game}'}</code>, <code>{'{username}'}</code> and{' '}
        <code>{'{url}'}</code>; <code>{'{discordRole.name}'}</code> pings that role.
      </p>
      {broken !== null && (
        <p className="error" role="alert">
          Discord said on {new Date(broken).toLocaleString()} that this webhook no longer exists. Create a new
          one and save its URL.
        </p>
      )}
      {initial.webhookUrlHidden ? (
        <p className="hint">
          A webhook URL is set. It carries Discord's key, so only the channel's owner sees and changes it.
        </p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-url`}>Webhook URL</label>
          <input
            id={`${id}-url`}
            type="url"
            value={edit.value.streamStartWebhookUrl}
            placeholder="https://discord.com/api/webhooks/…"
            onChange={(e) => edit.change({ streamStartWebhookUrl: e.target.value })}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-text`}>Announcement text</label>
        <textarea
          id={`${id}-text`}
          ref={textRef}
          name="text"
          rows={3}
          value={edit.value.text}
          aria-invalid={textProblem ? true : undefined}
          aria-describedby={`${id}-text-message`}
          onChange={(e) => edit.change({ text: e.target.value })}
        />
        <FieldMessage id={`${id}-text-message`} message={textProblem}>
          {lengthCounter(edit.value.text.length, maxDiscordMessageLength)}
        </FieldMessage>
      </div>
      <div className="command-options">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={edit.value.enabled}
            onChange={(e) => edit.change({ enabled: e.target.checked })}
          />
          Enabled
        </label>
        <span className="row-actions">
          <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
        </span>
      </div>
      <div className="row-actions">
        <button
          type="button"
          className="button"
          disabled={testing || !status.webhook.set || edit.edited}
          onClick={() => void sendTest()}
        >
          Send test message
        </button>
        {test && (
          <span
            className={`save-status ${test.ok ? 'success' : 'error'}`}
            role={test.ok ? 'status' : 'alert'}
          >
            {test.text}
          </span>
        )}
        {!status.webhook.set && <span className="hint">Save a webhook URL to send a test.</span>}
      </div>
    </form>
  );
}
