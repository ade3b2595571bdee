// A design's image/video or sound: the bundled default, none, or one of the channel's uploads of the
// right kind, with an upload from the page that picks the new file at once.
import { useId, useState } from 'react';
import { mediaTypes } from '../../../core/alerts/media-files';
import { type MediaKind, mediaKindByExtension } from '../../../core/settings/media-reference';
import type { AlertMediaLibrary } from './use-alert-media';

/** The file chooser's filter: the content types the server takes for these kinds. */
const acceptOf = (kinds: readonly MediaKind[]) =>
  Object.entries(mediaTypes)
    .filter(([extension]) => kinds.includes(mediaKindByExtension[extension as keyof typeof mediaTypes]))
    .map(([, type]) => type.contentType)
    .join(',');

export function MediaPicker({
  label,
  name,
  kinds,
  value,
  onChange,
  library,
}: {
  label: string;
  /** The settings path a refusal names. */
  name: string;
  kinds: readonly MediaKind[];
  value: string;
  onChange: (value: string) => void;
  library: AlertMediaLibrary;
}) {
  const id = useId();
  const [isUploading, setUploading] = useState(false);
  const [note, setNote] = useState('');
  const files = library.files.filter((file) => kinds.includes(file.kind));
  // A reference to a file deleted since stays choosable, so the select never shows a wrong value.
  const isMissing = value !== '' && value !== 'none' && !files.some((file) => file.id === value);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setNote('');
    const outcome = await library.upload(file);
    setUploading(false);
    if (!outcome.ok) return setNote(outcome.reason);
    // The server names the kind from the bytes: a sound chosen for a picture is kept for the sounds.
    if (kinds.includes(outcome.file.kind)) onChange(outcome.file.id);
    else
      setNote(
        `That file is a ${outcome.file.kind}: it is in your media, to pick where a ${outcome.file.kind} goes.`,
      );
  };

  return (
    <div className="field setting media-picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Bundled default</option>
        <option value="none">None</option>
        {files.map((file) => (
          <option key={file.id} value={file.id}>
            {file.name || file.id}
          </option>
        ))}
        {isMissing && <option value={value}>A deleted file</option>}
      </select>
      <label className="media-upload">
        <span>
          {isUploading ? 'Uploading…' : `Upload a ${kinds.includes('image') ? 'picture or video' : 'sound'}`}
        </span>
        <input
          type="file"
          accept={acceptOf(kinds)}
          disabled={isUploading}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {note && (
        <span className="field-message error" role="alert">
          {note}
        </span>
      )}
    </div>
  );
}
