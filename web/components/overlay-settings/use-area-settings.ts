// Loading an overlay area's settings page: the stored settings (a JSON string in the spec's shape)
// read over the area's defaults, the overlay key, and whatever else the area's GET answers.
import { useEffect, useState } from 'react';
import { type AreaSettings, settingsAreaOf } from '../../../core/overlay/area-settings';
import type { OverlayArea } from '../../../core/overlay/overlay-areas';
import { settingsFrom } from '../../../core/settings/setting-rules';
import { failureReason } from '../../api';

type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

export type LoadedArea<A extends OverlayArea, D> = {
  settings: AreaSettings<A>;
  /** Null for an editor: only the owner sees the overlay key. */
  overlaySecretKey: string | null;
  data: D;
};

/** A damaged stored string falls back to the defaults. */
function parseStored(json: unknown): unknown {
  try {
    return typeof json === 'string' ? JSON.parse(json) : {};
  } catch {
    return {};
  }
}

export function useAreaSettings<A extends OverlayArea, D extends { overlaySecretKey: string | null }>(
  area: A,
  load: () => Promise<Answer>,
): { loaded: LoadedArea<A, D> | null; error: string; replaceKey: (overlaySecretKey: string) => void } {
  const [loaded, setLoaded] = useState<LoadedArea<A, D> | null>(null);
  const [error, setError] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per area
  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    load()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const { data } = (await response.json()) as { data: D & Record<string, unknown> };
        if (!isCurrent) return;
        setLoaded({
          settings: settingsFrom(
            settingsAreaOf(area),
            parseStored(data[`${area}Settings`]),
          ) as AreaSettings<A>,
          overlaySecretKey: data.overlaySecretKey,
          data,
        });
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'Could not load your settings.'));
    return () => {
      isCurrent = false;
    };
  }, [area]);

  const replaceKey = (overlaySecretKey: string) =>
    setLoaded((current) => current && { ...current, overlaySecretKey });
  return { loaded, error, replaceKey };
}
