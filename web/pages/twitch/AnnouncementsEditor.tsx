import { useId } from 'react';
import {
  type AnnouncementSettings,
  maxAnnouncementLength,
  maxAnnouncements,
} from '../../../core/announcements/announcements';
import { api, saveOutcome } from '../../api';
import { LengthLimited } from '../../components/field-check';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';

/** Moves item `from` one place up (-1) or down (+1), clamped at the ends. */
function move<T>(items: T[], from: number, step: -1 | 1): T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + step));
  if (to === from) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

export function AnnouncementsEditor({ initial }: { initial: AnnouncementSettings }) {
  const edit = useEditState(initial);
  const settings = edit.value;
  const id = useId();
  const setAnnouncements = (announcements: string[]) => edit.change({ announcements });
  const count = (value: string) => Math.max(0, Math.trunc(Number(value) || 0));

  return (
    <form
      className="form"
      aria-label="Periodic announcements"
      onSubmit={edit.submit(async (body) =>
        saveOutcome(await api.twitch.announcements.$post({ json: body })),
      )}
    >
      <p>
        While you are live, the bot posts the next announcement once both the minutes and the chat messages
        below have passed since the last one.
      </p>
      <ol className="announcement-list">
        {settings.announcements.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: announcements are plain strings that may repeat
          <li key={index} className="announcement-row">
            <label htmlFor={`${id}-${index}`} className="visually-hidden">
              Announcement {index + 1}
            </label>
            <LengthLimited value={text} max={maxAnnouncementLength}>
              {(limit) => (
                <textarea
                  {...limit}
                  id={`${id}-${index}`}
                  rows={2}
                  value={text}
                  onChange={(e) =>
                    setAnnouncements(settings.announcements.map((a, i) => (i === index ? e.target.value : a)))
                  }
                />
              )}
            </LengthLimited>
            <span className="row-actions">
              <button
                type="button"
                className="button subtle"
                aria-label={`Move announcement ${index + 1} up`}
                disabled={index === 0}
                onClick={() => setAnnouncements(move(settings.announcements, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button subtle"
                aria-label={`Move announcement ${index + 1} down`}
                disabled={index === settings.announcements.length - 1}
                onClick={() => setAnnouncements(move(settings.announcements, index, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button subtle"
                onClick={() => setAnnouncements(settings.announcements.filter((_, i) => i !== index))}
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={settings.announcements.length >= maxAnnouncements}
        onClick={() => setAnnouncements([...settings.announcements, ''])}
      >
        Add Announcement
      </button>
      {settings.announcements.length >= maxAnnouncements && (
        <p className="hint">You have the maximum of {maxAnnouncements}.</p>
      )}
      <div className="command-options">
        <label className="checkbox">
          Minutes between
          <input
            type="number"
            className="narrow"
            min={0}
            step={1}
            value={settings.minutesBetweenAnnouncements}
            onChange={(e) => edit.change({ minutesBetweenAnnouncements: count(e.target.value) })}
          />
        </label>
        <label className="checkbox">
          Chat messages between
          <input
            type="number"
            className="narrow"
            min={0}
            step={1}
            value={settings.numberOfMessagesBetweenAnnouncements}
            onChange={(e) => edit.change({ numberOfMessagesBetweenAnnouncements: count(e.target.value) })}
          />
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.announcementsEnabled}
            onChange={(e) => edit.change({ announcementsEnabled: e.target.checked })}
          />
          Enabled
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.announcementOrderIsRandomized}
            onChange={(e) => edit.change({ announcementOrderIsRandomized: e.target.checked })}
          />
          Random order
        </label>
        <span className="row-actions">
          <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
        </span>
      </div>
    </form>
  );
}
