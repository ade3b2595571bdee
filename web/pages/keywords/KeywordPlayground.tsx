import { type FormEvent, useId, useState } from 'react';
import { api, failureReason } from '../../api';
import { TextField } from '../../components/SettingFields';

export function KeywordPlayground() {
  const [text, setText] = useState(
    'Hi {username}! You rolled {randomNumber.1|6}. {if.{equals.{target}|}|Nobody|{target}} is next.',
  );
  const [message, setMessage] = useState('@friend');
  const [output, setOutput] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  async function evaluate(event: FormEvent) {
    event.preventDefault();
    try {
      const response = await api.keywords.preview.$post({ json: { text, message } });
      if (!response.ok) {
        setOutput({ ok: false, text: await failureReason(response) });
        return;
      }
      setOutput({ ok: true, text: (await response.json()).output });
    } catch {
      setOutput({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
    }
  }

  return (
    <form className="form" onSubmit={evaluate}>
      <TextField
        id={`${id}-text`}
        label="Reply text"
        value={text}
        maxLength={2000}
        rows={3}
        onChange={setText}
      />
      <TextField
        id={`${id}-message`}
        label="What the viewer typed after the command"
        value={message}
        maxLength={500}
        onChange={setMessage}
      />
      <button type="submit" className="button primary">
        Try it
      </button>
      {output && (
        <output className={output.ok ? 'playground-output' : 'error'} htmlFor={`${id}-text ${id}-message`}>
          {output.text || '(empty reply: the bot would say nothing)'}
        </output>
      )}
      <p className="hint">Variables set here with setvar are not stored: the playground is a dry run.</p>
    </form>
  );
}
