// How a field says what is wrong with it, the same on every page: the rule in plain words under the
// field (core/validation/plain-reasons.ts), the browser told too (setCustomValidity), so a save is
// held back and the browser moves to the field; a server refusal naming a field moves there as well.
// Fields never carry a maxLength attribute: the browser would cut a paste silently; an over-long text
// stays as pasted, said too long, and Save refuses it.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { type ZodType, z } from 'zod';
import { plainRule } from '../../core/validation/plain-reasons';

const count = (n: number) => n.toLocaleString('en-US');

/** "Too long: 5,000 characters, the limit is 500." for a text over its limit, else ''. */
function tooLong(length: number, max: number): string {
  return length > max ? `Too long: ${count(length)} characters, the limit is ${count(max)}.` : '';
}

/** The plain message when `value` breaks `schema`, else ''; a text over its length says by how much. */
export function fieldProblem(schema: ZodType, value: unknown, label: string): string {
  const result = schema.safeParse(value);
  if (result.success) return '';
  const first = result.error.issues[0];
  if (typeof value === 'string' && first?.code === 'too_big' && first.origin === 'string')
    return tooLong(value.length, Number(first.maximum));
  return plainRule(label, result.error.issues);
}

/** The input's validity follows `message`, so the form's Save refuses while it is not empty. */
export function useFieldValidity<E extends HTMLInputElement | HTMLTextAreaElement>(
  message: string,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.setCustomValidity(message);
  }, [message]);
  return ref;
}

/** The message under a field (announced as it appears), or a counter near a length limit. */
export function FieldMessage({
  id,
  message,
  children,
}: {
  id: string;
  message: string;
  children?: ReactNode;
}) {
  if (message)
    return (
      <span className="field-message error" id={id} role="alert">
        {message}
      </span>
    );
  return children ? (
    <span className="field-message" id={id}>
      {children}
    </span>
  ) : null;
}

/**
 * A text input's length limit (none when `max` is undefined), checked as the browser's maxLength would be but without cutting: the
 * ref holds back Save while `problem` says what is wrong, `counter` shows near the limit. Render
 * `<FieldMessage id={messageId} message={problem}>{counter}</FieldMessage>` under the input.
 */
export function useLengthLimit<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  max: number | undefined,
) {
  const problem = max === undefined ? '' : fieldProblem(z.string().max(max), value, '');
  const ref = useFieldValidity<E>(problem);
  return {
    problem,
    counter: max === undefined ? '' : lengthCounter(value.length, max),
    /** The input's props: its validity and its invalid state. */
    inputProps: { ref, 'aria-invalid': problem ? true : undefined },
  };
}

/** What a length-limited input spreads on itself: its validity, invalid state and message. */
export type LengthLimitProps = {
  ref: RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string;
};

/**
 * A bare text input with a length limit, for a row whose input has no field of its own around it (an
 * announcement beside its move and delete buttons); every labelled field is a TextField (SettingFields.tsx).
 * `children` draws the input with the props given; the message goes under it.
 */
export function LengthLimited({
  value,
  max,
  children,
}: {
  value: string;
  max: number;
  children: (input: LengthLimitProps) => ReactNode;
}) {
  const id = useId();
  const limit = useLengthLimit<HTMLInputElement & HTMLTextAreaElement>(value, max);
  return (
    <>
      {children({ ...limit.inputProps, 'aria-describedby': `${id}-limit` })}
      <FieldMessage id={`${id}-limit`} message={limit.problem}>
        {limit.counter}
      </FieldMessage>
    </>
  );
}

/** From this share of a length limit on, a counter shows how much is left. */
const counterFrom = 0.8;

/** "1,950 / 2,000 characters" once a text nears its limit, else nothing. */
export function lengthCounter(length: number, max: number): string {
  if (length < max * counterFrom) return '';
  return `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
}

/**
 * Scrolls a refused field to the middle of the screen (clear of the sticky header) and focuses it.
 * `field` is the server's dotted path; the form's inputs carry it (or its last part) as their name.
 */
export function focusField(form: HTMLFormElement, field: string): boolean {
  const parts = field.split('.');
  const names = parts.map((_, start) => parts.slice(start).join('.'));
  const named = names
    .map((name) => form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`))
    .find((element) => element !== null);
  // A form of one input (a token form) has only that field to point at.
  const inputs = form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, select');
  const element = named ?? (inputs.length === 1 ? inputs[0] : undefined);
  if (!element) return false;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
  element.setAttribute('aria-invalid', 'true');
  element.addEventListener('input', () => element.removeAttribute('aria-invalid'), { once: true });
  return true;
}
