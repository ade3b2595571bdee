import { useEffect, useId, useState } from 'react';
import {
  defaultIncrementorSettings,
  type IncrementorSettings,
  type Redemption,
} from '../../../core/incrementor/incrementor';
import { renderIncrementorReply } from '../../../core/incrementor/incrementor-reply';
import type { RewardsAnswer } from '../../../core/redemptions/channel-rewards';
import { api, failureReason, saveOutcome } from '../../api';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';
import { RewardsNote, RewardTitleField } from './RewardTitleField';

/** Sample redemptions for the live preview, as if `viewer` had just redeemed. */
const now = Date.now();
const sampleRedemptions: Redemption[] = [
  ...Array.from({ length: 12 }, () => ({
    userId: 'top_fan',
    userName: 'top_fan',
    count: 1,
    points: 100,
    at: now,
  })),
  ...Array.from({ length: 3 }, () => ({
    userId: 'viewer',
    userName: 'viewer',
    count: 1,
    points: 100,
    at: now,
  })),
];

/** The preview reads no channel data: keywords that would are left empty. */
const noChannel = {
  liveSince: async () => null,
  lastGameOf: async () => null,
  lastTitleOf: async () => null,
  getVariable: async () => null,
  setVariable: async () => true,
  fetchText: async () => '',
};

const preview = (settings: IncrementorSettings) =>
  renderIncrementorReply(
    settings,
    sampleRedemptions,
    { userId: 'viewer', userName: 'viewer' },
    {
      message: '',
      random: Math.random,
      now: () => now,
      sources: noChannel,
    },
  );

export function IncrementorEditor({
  initial,
  rewards,
}: {
  initial: IncrementorSettings;
  rewards: RewardsAnswer | null;
}) {
  const edit = useEditState(initial);
  const settings = edit.value;
  const [previewText, setPreviewText] = useState('');
  const [recount, setRecount] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  useEffect(() => {
    void preview(settings).then(setPreviewText);
  }, [settings]);

  async function runRecount() {
    const response = await api.twitch.incrementorRecount.$post();
    setRecount(
      response.ok
        ? { ok: true, text: 'Recounted without your own redemptions.' }
        : { ok: false, text: await failureReason(response) },
    );
  }

  return (
    <form
      className="form"
      aria-label="Incrementor"
      onSubmit={edit.submit(async (body) => saveOutcome(await api.twitch.incrementor.$post({ json: body })))}
    >
      <p>
        Each redemption of the reward with this title raises a shared counter, and the bot answers with the
        text below.
      </p>
      <RewardsNote rewards={rewards} />
      <RewardTitleField
        id={id}
        value={settings.incrementorTitle}
        rewards={rewards}
        onChange={(incrementorTitle) => edit.change({ incrementorTitle })}
      />
      <div className="field">
        <label htmlFor={`${id}-text`}>Reply</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={settings.incrementorText}
          required
          onChange={(e) => edit.change({ incrementorText: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-top`}>Top contributor format</label>
        <input
          id={`${id}-top`}
          value={settings.incrementorTopText}
          required
          onChange={(e) => edit.change({ incrementorTopText: e.target.value })}
        />
      </div>
      <p className="hint">
        Placeholders: {'{username} {count} {total} {top} {userpointsspent} {totalpointsspent} {place}'}, and
        every keyword, such as {'{ordinal.{place}}'}.
      </p>
      <div className="field">
        <span className="label">Preview</span>
        <output className="playground-output" aria-label="Incrementor preview">
          {previewText}
        </output>
      </div>
      <div className="command-options">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.isIncrementorEnabled}
            onChange={(e) => edit.change({ isIncrementorEnabled: e.target.checked })}
          />
          Enabled
        </label>
        <button type="button" className="link-button" onClick={() => void runRecount()}>
          Recount
        </button>
        {recount && (
          <span className={recount.ok ? 'success' : 'error'} role={recount.ok ? 'status' : 'alert'}>
            {recount.text}
          </span>
        )}
        <span className="row-actions">
          <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
          <button
            type="button"
            className="button subtle"
            onClick={() =>
              edit.reset({
                ...defaultIncrementorSettings,
                isIncrementorEnabled: settings.isIncrementorEnabled,
              })
            }
          >
            Reset
          </button>
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
        </span>
      </div>
    </form>
  );
}
