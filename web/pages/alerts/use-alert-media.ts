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
  /** Uploads a file; its id once stored, or null with `error` set. */
  upload(file: File): Promise<AlertMediaFile | null>;
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

  const upload = async (file: File) => {
    setError('');
    try {
      const response = await api.alerts.media.$post({ form: { file } });
      if (!response.ok) {
        setError(await failureReason(response));
        return null;
      }
      const { media } = (await response.json()) as { media: Omit<AlertMediaFile, 'name' | 'createdAt'> };
      await reload();
      return { ...media, name: file.name, createdAt: Date.now() };
    } catch {
      setError(unreachable);
      return null;
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
