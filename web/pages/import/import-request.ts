// What the Import page asks the server to read: the source, and where its data comes from (the
// account the server can reach, a pasted credential, or the JSON the streamer fetched themselves,
// named by the API call that answered it).
import type { ImportSource } from '../../../core/import/import-plan';
import { sourceEndpoints } from '../../../core/import/source-answers';

export type DataOrigin = 'account' | 'token' | 'json';

/** Per source: its name (and its possessive), and what its pasted credential is called and sent as. */
export const sourceDetails: Record<
  ImportSource,
  { label: string; labels: string; credential: string; credentialKey: 'token' | 'jwt' }
> = {
  nightbot: { label: 'Nightbot', labels: "Nightbot's", credential: 'access token', credentialKey: 'token' },
  streamelements: {
    label: 'StreamElements',
    labels: "StreamElements'",
    credential: 'JWT',
    credentialKey: 'jwt',
  },
};

/** The API answers a source's import takes as JSON, by the key the server takes each under. */
export const apiBodyKeys = (source: ImportSource): string[] => Object.keys(sourceEndpoints[source]);

/** The body of a preview (and, with the choices added, of an apply). */
export type ImportRequest = {
  source: ImportSource;
  data?: Record<string, unknown>;
  token?: string;
  jwt?: string;
  /** The StreamElements read the preview took several requests for, to import from. */
  cursor?: string;
};

/** What the streamer filled in on the Source step. */
export type SourceForm = {
  source: ImportSource;
  origin: DataOrigin;
  credential: string;
  /** The pasted or uploaded text of each API answer, by source and key (a switch of source keeps both). */
  bodies: Record<ImportSource, Record<string, string>>;
};

export type RequestOutcome =
  | { ok: true; request: ImportRequest }
  | { ok: false; reason: string; key?: string };

/** The request the form describes, or what is wrong with it (a pasted answer that is not JSON names its key). */
export function importRequest(form: SourceForm): RequestOutcome {
  const details = sourceDetails[form.source];
  if (form.origin === 'account') return { ok: true, request: { source: form.source } };
  if (form.origin === 'token') {
    const credential = form.credential.trim();
    if (!credential) return { ok: false, reason: `Paste your ${details.label} ${details.credential} first.` };
    return { ok: true, request: { source: form.source, [details.credentialKey]: credential } };
  }
  const data: Record<string, unknown> = {};
  for (const key of apiBodyKeys(form.source)) {
    const text = form.bodies[form.source][key]?.trim();
    if (!text) continue;
    try {
      data[key] = JSON.parse(text);
    } catch {
      return {
        ok: false,
        key,
        reason: `What is pasted for ${key} is not JSON: paste the whole answer, as it came.`,
      };
    }
  }
  if (Object.keys(data).length === 0)
    return { ok: false, reason: `Paste or upload at least one of ${details.label}'s answers.` };
  return { ok: true, request: { source: form.source, data } };
}
