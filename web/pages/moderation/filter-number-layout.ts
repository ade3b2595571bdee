// Where each filter's numbers sit on its card and what they are called; their ranges come from the
// schema's rules (filterNumberRules). The type asks for every number a filter's rules hold, so a new one
// cannot be left without a field.
import { filterNumberRules } from '../../../core/moderation/moderation-settings';
import type { FieldOptions } from '../../components/overlay-settings/SettingField';

export type NumberFilter = keyof typeof filterNumberRules;

export const isNumberFilter = (filter: string): filter is NumberFilter =>
  Object.hasOwn(filterNumberRules, filter);

/** A number's label and unit; `row` starts a new row of fields under that heading. */
export type NumberFieldLayout = Pick<FieldOptions, 'label' | 'unit'> & { row?: string };

/** Each filter's numbers in the order shown; fields of one row stand side by side. */
export const filterNumberLayouts: {
  [K in NumberFilter]: Record<keyof (typeof filterNumberRules)[K], NumberFieldLayout>;
} = {
  caps: {
    percent: { label: 'Capitals, at least', unit: '%' },
    minCapitals: { label: 'Capital letters, at least', unit: 'letters' },
    minLength: { label: 'Checked from', unit: 'letters in the message' },
  },
  symbols: {
    percent: { label: 'Symbols, at least', unit: '%' },
    minLength: { label: 'Checked from', unit: 'characters in the message' },
    run: { label: 'Or symbols in a row, at least', unit: 'symbols' },
  },
  emotes: {
    max: { label: 'Emotes in one message, more than', unit: 'emotes' },
  },
  repetition: {
    percent: { label: 'Repeated words or characters, at least', unit: '%', row: 'In one message' },
    minLength: { label: 'Checked from', unit: 'characters in the message' },
    count: {
      label: 'Same message',
      unit: 'times',
      row: 'Across messages: the same viewer sends the same message',
    },
    seconds: { label: 'Within', unit: 'seconds' },
  },
  length: {
    max: { label: 'Messages longer than', unit: 'characters; Twitch allows 500' },
  },
  zalgo: {
    marksPerCharacter: { label: 'Marks on one character, more than', unit: 'combining marks' },
    percent: { label: 'Or combining marks, more than', unit: '% of the message' },
  },
  firstTime: {
    trustAfter: { label: 'Trusted after', unit: 'clean messages' },
  },
};

export type NumberRow = { heading?: string; fields: [key: string, layout: NumberFieldLayout][] };

/** A filter's numbers as rows: a field with `row` begins one, the others join the row before. */
export function numberRowsOf(filter: NumberFilter): NumberRow[] {
  const rows: NumberRow[] = [];
  for (const field of Object.entries<NumberFieldLayout>(filterNumberLayouts[filter])) {
    const [, { row }] = field;
    const last = rows[rows.length - 1];
    if (last && row === undefined) last.fields.push(field);
    else rows.push({ heading: row, fields: [field] });
  }
  return rows;
}
