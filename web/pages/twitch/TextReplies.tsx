import { useId, useState } from 'react';
import type { RewardsAnswer } from '../../../core/redemptions/channel-rewards';
import { maxTextReplyLength, newTextReply, type TextReply } from '../../../core/redemptions/text-reply';
import { api, failureReason, refusal } from '../../api';
import { confirmRemoval } from '../../components/ConfirmedAction';
import { SaveStatus } from '../../components/SaveStatus';
import { TextField } from '../../components/SettingFields';
import { useEditState } from '../../components/use-edit-state';
import { RewardsNote, RewardTitleField } from './RewardTitleField';

type Draft = Omit<TextReply, '_id'> & { _id?: string; key: string };

let newReplyCounter = 0;

function TextReplyEditor({
  draft,
  rewards,
  onDelete,
}: {
  draft: Draft;
  rewards: RewardsAnswer | null;
  onDelete: (draft: Draft, edited: boolean) => Promise<string | null>;
}) {
  const edit = useEditState(draft);
  const reply = edit.value;
  const id = useId();
  return (
    <form
      className="command-row"
      aria-label={`Reply to ${reply.redemptionTitle || 'a reward'}`}
      onSubmit={edit.submit(async ({ key: _key, ...body }) => {
        const response = await api.twitch.textReply.$post({ json: body });
        if (!response.ok) return refusal(response);
        return { ok: true, next: { _id: (await response.json())._id } };
      })}
    >
      <div className="command-main">
        <RewardTitleField
          id={id}
          value={reply.redemptionTitle}
          rewards={rewards}
          onChange={(redemptionTitle) => edit.change({ redemptionTitle })}
        />
        <TextField
          className="grow"
          label="Reply"
          value={reply.text}
          maxLength={maxTextReplyLength}
          rows={2}
          required
          onChange={(text) => edit.change({ text })}
        />
      </div>
      <div className="command-options">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={reply.enabled}
            onChange={(e) => edit.change({ enabled: e.target.checked })}
          />
          Enabled
        </label>
        <span className="hint">
          {'{username}'} is the viewer, {'{message}'} what they typed.
        </span>
        <span className="row-actions">
          <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
          <button
            type="button"
            className="button subtle"
            onClick={() =>
              void onDelete(reply, edit.edited).then((reason) => reason && edit.setError(reason))
            }
          >
            Delete
          </button>
        </span>
      </div>
    </form>
  );
}

/** Chat replies to channel-point redemptions, matched by reward title. */
export function TextReplies({ initial, rewards }: { initial: TextReply[]; rewards: RewardsAnswer | null }) {
  const [replies, setReplies] = useState<Draft[]>(() =>
    initial.map((reply) => ({ ...reply, key: reply._id })),
  );

  /** `edited`: the reply's form holds changes; a new reply left as it was goes without a question. */
  async function remove(draft: Draft, edited: boolean): Promise<string | null> {
    if (!confirmRemoval('Delete this reply? This cannot be undone.', { saved: Boolean(draft._id), edited }))
      return null;
    if (draft._id) {
      const response = await api.twitch.textReply.$delete({ json: { _id: draft._id } });
      if (!response.ok) return failureReason(response);
    }
    setReplies((current) => current.filter((reply) => reply.key !== draft.key));
    return null;
  }

  return (
    <div className="command-list">
      <p>
        When a viewer redeems a reward with one of these titles, the bot answers in chat. Pick one of your
        rewards or type the title of one you will make; each reward has one reply.
      </p>
      <RewardsNote rewards={rewards} />
      {replies.map((draft) => (
        <TextReplyEditor key={draft.key} draft={draft} rewards={rewards} onDelete={remove} />
      ))}
      <button
        type="button"
        className="button"
        onClick={() =>
          setReplies((current) => [...(current ?? []), { ...newTextReply, key: `new-${++newReplyCounter}` }])
        }
      >
        Add New Reply
      </button>
    </div>
  );
}
