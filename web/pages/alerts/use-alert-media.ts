// The channel's uploaded alert media for the page: the list with the room used, upload and delete,
// each answering the server's reason in plain words when refused.
import { useCallback, useEffect, useState } from 'react';
import type { MediaKind } from '../../../core/settings/media-reference';
import { api, failureReason } from '../../api';

export type AlertMediaFile = {
  id: string;
  kind: MediaKind;
  url: string;
  bytes: number;
  name: string;
  createdAt: number;
};

export type AlertMediaLibrary = {
  files: AlertMediaFile[];
  usedBytes: number;
  limitBytes: number;
  error: string;
  /** Uploads a file: the stored file, or the server's reason (shown by the picker that uploaded). */
  upload(file: File): Promise<{ ok: true; file: AlertMediaFile } | { ok: false; reason: string }>;
  remove(id: string): Promise<boolean>;
};

const unreachable = 'Could not reach the server. Check your connection and try again.';

export function useAlertMedia(): AlertMediaLibrary {
  const [listing, setListing] = useState({ files: [] as AlertMediaFile[], usedBytes: 0, limitBytes: 0 });
  const [error, setError] = useState('');

  const reload = useCallback(async () => {
    try {
      const response = await api.alerts.media.$get();
      if (!response.ok) return setError(await failureReason(response));
      const body = (await response.json()) as {
        media: AlertMediaFile[];
        usedBytes: number;
        limitBytes: number;
      };
      setListing({ files: body.media, usedBytes: body.usedBytes, limitBytes: body.limitBytes });
    } catch {
      setError(unreachable);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const upload: AlertMediaLibrary['upload'] = async (file) => {
    try {
      const response = await api.alerts.media.$post({ form: { file } });
      if (!response.ok) return { ok: false, reason: await failureReason(response) };
      const { media } = (await response.json()) as { media: Omit<AlertMediaFile, 'name' | 'createdAt'> };
      await reload();
      return { ok: true, file: { ...media, name: file.name, createdAt: Date.now() } };
    } catch {
      return { ok: false, reason: unreachable };
    }
  };

  const remove = async (id: string) => {
    setError('');
    try {
      const response = await api.alerts.media.$delete({ json: { id } });
      if (!response.ok) {
        setError(await failureReason(response));
        return false;
      }
      await reload();
      return true;
    } catch {
      setError(unreachable);
      return false;
    }
  };

  return { ...listing, error, upload, remove };
}
