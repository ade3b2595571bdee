// The one mapping from a validation failure to words a streamer reads: the field named by its label
// (positions counted from 1), the rule said in words. The API's refusals, the bot's chat answers and
// the dashboard's own checks all go through it, so a rule reads the same wherever it is broken.

/** The parts of a zod issue this reads (zod 4's issue shapes; nothing else is assumed). */
export type ValidationIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  divisor?: number | bigint;
  values?: readonly unknown[];
  keys?: readonly string[];
  errors?: readonly (readonly ValidationIssue[])[];
  issues?: readonly ValidationIssue[];
};

/** A refusal: the sentence, and the field it is about as a dotted path (`command.cooldownSeconds`). */
export type PlainReason = { reason: string; field?: string };

/**
 * Labels as the pages show them. A dotted path without positions (`command.text`) wins over the
 * last field name alone (`text`); a field in neither is named from its own name (`maxSize` → max size).
 */
const fieldLabels: Record<string, string> = {
  'command.command': 'The command name',
  'command.text': 'The reply',
  'command.cooldownSeconds': 'The cooldown (seconds)',
  'command.type': 'The command type',
  'command._id': "The command's id (_id)",
  _id: 'The id (_id)',
  'command.needsMod': 'Mods Only',
  'command.subsOnly': 'Subs Only',
  'command.followersOnly': 'Followers Only',
  'command.regularsOnly': 'Regulars Only',
  'command.vipsOnly': 'VIPs Only',
  'command.allowedUsers': 'Users',
  'command.hiddenOnPublicPage': 'Hide on the public page',
  'command.enabledInTwitch': 'Twitch (on or off)',
  'command.enabledInDiscord': 'Discord (on or off)',
  command: 'The command name',
  cooldownSeconds: 'The cooldown (seconds)',
  jwt: 'The StreamElements JWT token',
  verificationToken: 'The Ko-fi verification token',
  announcements: 'Announcements',
  minutesBetweenAnnouncements: 'Minutes between announcements',
  numberOfMessagesBetweenAnnouncements: 'Chat messages between announcements',
  amount: 'The amount',
  user: 'The user name',
  text: 'The text',
  message: 'The message',
  reward: 'The reward',
  roles: 'The roles',
  number: 'The quote number',
  quote: 'The quote',
  minimum: 'The minimum',
  eventType: 'The event',
  roleID: 'The role',
};

const formatNumber = (value: number | bigint) => value.toLocaleString('en-US');

function fromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return `The ${words}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => {
  const trimmed = capitalised(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The items a path runs through, counted from 1 as people count, named with their list:
 * `announcements.2` → "Announcements (item 3)".
 */
function placesOf(path: readonly PropertyKey[]): string {
  const places: string[] = [];
  path.forEach((part, index) => {
    if (typeof part !== 'number') return;
    const owner = path[index - 1];
    const ownerLabel = typeof owner === 'string' ? (fieldLabels[owner] ?? fromName(owner)) : 'The list';
    places.push(`${places.length ? ownerLabel.replace(/^The /, 'the ') : ownerLabel} (item ${part + 1})`);
  });
  return places.join(', ');
}

/** What the field is called: `announcements.2.text` → "Announcements (item 3): the text". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const names = path.filter((part): part is string => typeof part === 'string');
  const last = names.at(-1);
  const within = names.join('.');
  const places = placesOf(path);
  if (typeof path.at(-1) === 'number') return places;
  const named =
    fieldLabels[within] ?? (last === undefined ? 'The request' : (fieldLabels[last] ?? fromName(last)));
  return places ? `${places}: ${named.replace(/^The /, 'the ')}` : named;
}

/** Zod's own wording, which a schema's rule replaces; any other message is the schema's, kept. */
const zodWording = /^(Invalid|Too big|Too small|Unrecognized|Expected)/;

const typeWords: Record<string, string> = {
  int: 'must be a whole number',
  number: 'must be a number',
  boolean: 'must be on or off',
  string: 'must be text',
  array: 'must be a list',
  object: 'must be a group of fields',
};

const formatWords: Record<string, string> = {
  url: 'must be a web address such as https://example.com',
  email: 'must be an email address such as name@example.com',
  jwt: 'must be a token of three parts separated by dots, copied whole',
  uuid: 'must be an id such as 123e4567-e89b-12d3-a456-426614174000',
  datetime: 'must be a date and time such as 2026-05-01T20:00:00Z',
  date: 'must be a date such as 2026-05-01',
  starts_with: 'does not start as it should',
  ends_with: 'does not end as it should',
  includes: 'is missing a part it needs',
};

/** The rule a zod issue states, in words, after the field's label. */
function ruleWords(issue: ValidationIssue): string {
  const limit = (value: number | bigint | undefined) => formatNumber(value ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return 'is missing';
      return typeWords[issue.expected ?? ''] ?? `must be ${issue.expected ?? 'something else'}`;
    case 'too_big':
      if (issue.origin === 'string')
        return `can be at most ${limit(issue.maximum)} character${issue.maximum === 1 ? '' : 's'} long`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `can hold at most ${limit(issue.maximum)} item${issue.maximum === 1 ? '' : 's'}`;
      return issue.inclusive === false
        ? `must be less than ${limit(issue.maximum)}`
        : `can be at most ${limit(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'cannot be empty'
          : `needs at least ${limit(issue.minimum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `needs at least ${limit(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`;
      return issue.inclusive === false
        ? `must be more than ${limit(issue.minimum)}`
        : `cannot be less than ${limit(issue.minimum)}`;
    case 'not_multiple_of':
      return `must be a multiple of ${limit(issue.divisor)}`;
    case 'invalid_format':
      return formatWords[issue.format ?? ''] ?? 'is not written the way it should be';
    case 'invalid_value': {
      const values = (issue.values ?? []).map((value) => `"${String(value)}"`);
      return values.length === 1 ? `must be ${values[0]}` : `must be one of ${values.join(', ')}`;
    }
    case 'invalid_union':
      return 'is not in a form this accepts';
    default:
      return 'is not valid';
  }
}

/** One issue as a sentence, and the field it points at. */
export function plainIssue(issue: ValidationIssue): PlainReason {
  // A record's key or element: the inner issue says what is wrong, at the same place.
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  const inner = issue.issues?.[0];
  if (issue.code === 'invalid_key' && inner) {
    const key = String(issue.path.at(-1));
    return { reason: `${fieldLabel(issue.path.slice(0, -1))}: "${key}" ${ruleWords(inner)}.`, field };
  }
  if (issue.code === 'invalid_element' && inner)
    return plainIssue({ ...inner, path: [...issue.path, ...inner.path] });
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys ?? [];
    const where = issue.path.length ? ` in ${fieldLabel(issue.path).replace(/^The /, 'the ')}` : '';
    return {
      reason: `The request has ${keys.length === 1 ? 'a field' : 'fields'} this page does not know${where}: ${keys.join(', ')}.`,
      field,
    };
  }
  if (!zodWording.test(issue.message)) {
    // The schema's own words already name the field; a position says which item it is in.
    const places = placesOf(issue.path);
    const message = issue.message.trim().replace(/\.$/, '');
    return { reason: places ? `${places}: ${message}.` : sentence(message), field };
  }
  return { reason: `${fieldLabel(issue.path)} ${ruleWords(issue)}.`, field };
}

/** The first issue of a failed check as a refusal; a body that is not an object at all says so. */
export function plainReason(issues: readonly ValidationIssue[] | undefined): PlainReason {
  const first = issues?.[0];
  return first ? plainIssue(first) : { reason: 'The request could not be read.' };
}

/** A value's first broken rule, said of a field the page names itself (`label`), or '' when it holds. */
export function plainRule(label: string, issues: readonly ValidationIssue[] | undefined): string {
  const first = issues?.[0];
  if (!first) return '';
  return zodWording.test(first.message) ? `${label} ${ruleWords(first)}.` : sentence(first.message);
}
