import { useEffect, useId, useState } from 'react';
import { defaultIncrementorSettings, type IncrementorSettings } from '../../../core/incrementor/incrementor';
import { evaluateTemplate } from '../../../core/keywords/evaluate';
import { api, failureReason } from '../../api';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';

/** Sample values for the live preview, as if a viewer had just redeemed. */
const sample = { username: 'viewer', count: '3', points: '300' };
const sampleTop = [
  { username: 'top_fan', count: '12', points: '1200' },
  { username: 'viewer', count: '3', points: '300' },
];

const offline = {
  liveSince: async () => null,
  lastGameOf: async () => null,
  lastTitleOf: async () => null,
  getVariable: async () => null,
  setVariable: async () => {},
  fetchText: async () => '',
};

async function preview(settings: IncrementorSettings): Promise<string> {
  const top = await Promise.all(
    sampleTop.map((entry) =>
      evaluateTemplate(settings.incrementorTopText, {
        username: entry.username,
        message: '',
        random: Math.random,
        now: Date.now,
        sources: offline,
        placeholders: entry,
      }),
    ),
  );
  return evaluateTemplate(settings.incrementorText, {
    username: sample.username,
    message: '',
    random: Math.random,
    now: Date.now,
    sources: offline,
    placeholders: {
      ...sample,
      total: '15',
      top: top.join(', '),
      userpointsspent: '300',
      totalpointsspent: '1500',
      place: '2',
    },
  });
}

export function IncrementorEditor({ initial }: { initial: IncrementorSettings }) {
  const edit = useEditState(initial);
  const settings = edit.value;
  const [previewText, setPreviewText] = useState('');
  const [recount, setRecount] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  useEffect(() => {
    void preview(settings).then(setPreviewText);
  }, [settings]);

  async function runRecount() {
    const response = await api.twitch.incrementorRecount.$get();
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
      onSubmit={(event) => {
        event.preventDefault();
        void edit.save(async (body) => {
          const response = await api.twitch.incrementor.$post({ json: body });
          return response.ok ? { ok: true } : { ok: false, reason: await failureReason(response) };
        }, settings);
      }}
    >
      <p>
        Each redemption of the reward with this title raises a shared counter, and the bot answers with the
        text below.
      </p>
      <div className="field">
        <label htmlFor={`${id}-title`}>Reward title</label>
        <input
          id={`${id}-title`}
          value={settings.incrementorTitle}
          maxLength={45}
          required
          onChange={(e) => edit.change({ incrementorTitle: e.target.value })}
        />
      </div>
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
