import { useId } from 'react';
import { type TopResetPeriod, topResetPeriods } from '../../../core/carousel/top-reset-period';
import { api, saveOutcome } from '../../api';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';

const periodLabels: Record<TopResetPeriod, string> = {
  none: 'Never',
  day: 'Every day',
  week: 'Every week',
  month: 'Every month',
  year: 'Every year',
};

/** How often the top tip/cheer starts over, with its own edited and saved flags. */
export function TopDonationResetPeriod({ initial }: { initial: TopResetPeriod }) {
  const edit = useEditState({ period: initial });
  const id = useId();
  return (
    <form
      className="form"
      aria-label="Top donation reset period"
      onSubmit={edit.submit(async (body) => saveOutcome(await api.tips.tipResetPeriod.$post({ json: body })))}
    >
      <p>Clear the top tip or cheer at the start of each period (UTC), so a new top supporter can take it.</p>
      <div className="inline-form">
        <div className="field">
          <label htmlFor={id}>Reset the top donation</label>
          <select
            id={id}
            value={edit.value.period}
            onChange={(event) => edit.change({ period: event.target.value as TopResetPeriod })}
          >
            {topResetPeriods.map((period) => (
              <option key={period} value={period}>
                {periodLabels[period]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button primary" disabled={edit.saving}>
          Save
        </button>
        <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
      </div>
    </form>
  );
}
