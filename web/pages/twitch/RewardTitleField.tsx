// The reward title of a channel-point reply or the incrementor: picked from the channel's rewards
// (GET /api/rewards) or typed, for a reward made later; when the list cannot be read, the page says why.
import { useEffect, useState } from 'react';
import type { RewardsAnswer } from '../../../core/redemptions/channel-rewards';
import { textReplyInputSchema } from '../../../core/redemptions/text-reply';
import { api } from '../../api';
import { FieldMessage, fieldProblem, useFieldValidity } from '../../components/field-check';
import './reward-title-field.css';

/** The channel's rewards, read once per page; null while loading. */
export function useChannelRewards(): RewardsAnswer | null {
  const [rewards, setRewards] = useState<RewardsAnswer | null>(null);
  useEffect(() => {
    let isCurrent = true;
    api.rewards
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error();
        const answer = await response.json();
        if (isCurrent) setRewards(answer);
      })
      .catch(
        () =>
          isCurrent &&
          setRewards({
            status: false,
            reason: 'Your rewards could not be loaded (no connection). Type the reward’s title instead.',
          }),
      );
    return () => {
      isCurrent = false;
    };
  }, []);
  return rewards;
}

const points = (cost: number) => `${cost.toLocaleString('en-US')} points`;

export function RewardTitleField({
  id,
  value,
  rewards,
  onChange,
}: {
  id: string;
  value: string;
  rewards: RewardsAnswer | null;
  onChange: (title: string) => void;
}) {
  const listed = rewards?.status ? rewards.rewards : [];
  const problem = fieldProblem(textReplyInputSchema.shape.redemptionTitle, value, 'The reward title');
  const ref = useFieldValidity<HTMLInputElement>(problem);
  const picked = listed.find((reward) => reward.title.toLowerCase() === value.trim().toLowerCase());
  return (
    <>
      {listed.length > 0 && (
        <div className="field reward-picker">
          <label htmlFor={`${id}-reward`}>Your rewards</label>
          <select
            id={`${id}-reward`}
            value={picked?.id ?? ''}
            onChange={(e) => {
              const reward = listed.find((candidate) => candidate.id === e.target.value);
              if (reward) onChange(reward.title);
            }}
          >
            <option value="">
              {value.trim() && !picked ? 'Typed below (not in the list)' : 'Pick a reward…'}
            </option>
            {listed.map((reward) => (
              <option key={reward.id} value={reward.id}>
                {reward.title} ({points(reward.cost)}
                {reward.enabled ? '' : ', off on Twitch'})
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-title`}>Reward title</label>
        <input
          id={`${id}-title`}
          ref={ref}
          value={value}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-title-message`}
          onChange={(e) => onChange(e.target.value)}
        />
        <FieldMessage id={`${id}-title-message`} message={problem} />
      </div>
    </>
  );
}

/** Why there is no list to pick from, said once above the fields that would use it. */
export function RewardsNote({ rewards }: { rewards: RewardsAnswer | null }) {
  if (rewards?.status === false)
    return (
      <p className="hint" data-testid="rewards-missing">
        {rewards.reason}
      </p>
    );
  if (rewards?.status && rewards.rewards.length === 0)
    return (
      <p className="hint">Your channel has no custom rewards yet: type the title of one you will make.</p>
    );
  return null;
}
