// The channel's uploaded media: the room used of the channel's 200 MB, each file with Delete (asked
// first: alerts that use a deleted file play without it).
import { formatMegabytes } from '../../../core/alerts/media-files';
import { confirmFirst } from '../../components/ConfirmedAction';
import type { AlertMediaLibrary } from './use-alert-media';

const kindLabels = { image: 'Picture', video: 'Video', sound: 'Sound' };

export function MediaLibrary({ library }: { library: AlertMediaLibrary }) {
  const { files, usedBytes, limitBytes, error } = library;
  return (
    <div className="media-library">
      <p className="hint">
        {formatMegabytes(usedBytes)} of {formatMegabytes(limitBytes)} used. Pictures (PNG, JPEG, GIF, WebP) up
        to 10 MB, videos (WebM, MP4) up to 25 MB, sounds (MP3, OGG, WAV) up to 3 MB.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {files.length === 0 ? (
        <p className="hint">No uploads yet: upload from an alert's picture or sound above.</p>
      ) : (
        <ul className="media-list">
          {files.map((file) => (
            <li key={file.id}>
              <span className="media-name">{file.name || file.id}</span>
              <span className="hint">
                {kindLabels[file.kind]}, {formatMegabytes(file.bytes)}
              </span>
              <button
                type="button"
                className="button danger"
                aria-label={`Delete ${file.name || file.id}`}
                onClick={() => {
                  if (
                    confirmFirst(
                      `Delete ${file.name || 'this file'}? Alerts that use it will play without it.`,
                    )
                  )
                    void library.remove(file.id);
                }}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
