// /settings/moderation (spec/moderation.md section 8): the recommended set, a card per filter, the
// word list, the strike ladder, the tester, the replay and the log.
import { useEffect, useState } from 'react';
import type { ModerationSettings } from '../../../core/moderation/moderation-settings';
import { Collapsible } from '../../components/Collapsible';
import { ModerationEditor } from './ModerationEditor';
import { ModerationLog } from './ModerationLog';
import { loadModerationSettings } from './moderation-api';
import './moderation.css';

export function ModerationPage() {
  const [settings, setSettings] = useState<ModerationSettings | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    loadModerationSettings().then((outcome) => {
      if (!isCurrent) return;
      if (outcome.ok) setSettings(outcome.settings);
      else setError(outcome.reason);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <article className="page moderation-page">
      <h1>Moderation</h1>
      <p className="lead">
        Filters check every chat message before any command runs, and delete, warn, time out or ban as you
        choose here. The broadcaster, your moderators and the bot are never acted on. The bot must be a
        moderator of your channel to act.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {settings ? <ModerationEditor initial={settings} /> : !error && <p className="loading">Loading…</p>}
      <Collapsible title="Moderation log">
        <ModerationLog />
      </Collapsible>
    </article>
  );
}
