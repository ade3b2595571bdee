// The kinds of command, as data: one list drives the API's validation, the pages' type selects and
// their help text, and the bot's dispatch.

export type CommandKind = 'text' | 'functional' | 'quote';

export type CommandType = {
  /** Stored in `type`; also the default chat keyword of a new command of this type. */
  type: string;
  kind: CommandKind;
  label: string;
  /** How a viewer uses it, with {keyword} standing for the command's chat keyword. */
  usage: string;
  description: string;
  /** Placeholder of the keyword field on the page. */
  placeholder: string;
  /** Commands that change the channel are for moderators unless the streamer says otherwise. */
  modsOnlyByDefault?: boolean;
  /** Without arguments it only reads (the current game or title): everyone gets that answer; the gate guards changes. */
  readsWithoutArguments?: boolean;
  /** Where a new command of this type is on, when not said: Twitch only unless the type runs elsewhere. */
  venuesByDefault?: CommandVenues;
};

export type CommandVenues = { enabledInTwitch: boolean; enabledInDiscord: boolean };

const twitchOnly: CommandVenues = { enabledInTwitch: true, enabledInDiscord: false };

/** Where a new command of the type is on until the streamer says otherwise. */
export function venuesByDefault(type: CommandType | undefined): CommandVenues {
  return type?.venuesByDefault ?? twitchOnly;
}

export const textCommandType: CommandType = {
  type: 'Text',
  kind: 'text',
  label: 'Text Command',
  usage: '!{keyword}',
  description: 'Answers with its text, in which keywords such as {username} are filled in.',
  placeholder: 'discord',
};

const functionalTypeList = [
  {
    type: 'addcommand',
    kind: 'functional',
    label: 'Add Text Command',
    usage: '!{keyword} !name reply text',
    description: 'Creates a text command from chat.',
    placeholder: 'addcommand',
    modsOnlyByDefault: true,
  },
  {
    type: 'updatecommand',
    kind: 'functional',
    label: 'Update Text Command',
    usage: '!{keyword} !name new reply text',
    description: "Replaces a text command's reply from chat.",
    placeholder: 'updatecommand',
    modsOnlyByDefault: true,
  },
  {
    type: 'deletecommand',
    kind: 'functional',
    label: 'Delete Command',
    usage: '!{keyword} !name',
    description: 'Deletes a text command from chat.',
    placeholder: 'deletecommand',
    modsOnlyByDefault: true,
  },
  {
    type: 'commands',
    kind: 'functional',
    label: 'Get Usable Commands',
    usage: '!{keyword}',
    description: 'Lists the commands the viewer may use here.',
    placeholder: 'commands',
  },
  {
    type: 'game',
    kind: 'functional',
    label: 'Update Twitch Game',
    usage: '!{keyword} [category name]',
    description:
      'Sets the stream category (who may is set below), or tells anyone the current one when no name is given.',
    placeholder: 'game',
    modsOnlyByDefault: true,
    readsWithoutArguments: true,
  },
  {
    type: 'title',
    kind: 'functional',
    label: 'Update Twitch Title',
    usage: '!{keyword} [new title]',
    description:
      'Sets the stream title (who may is set below), or tells anyone the current one when no title is given.',
    placeholder: 'title',
    modsOnlyByDefault: true,
    readsWithoutArguments: true,
  },
  {
    type: 'choose',
    kind: 'functional',
    label: 'Choose From List',
    usage: '!{keyword} option1 option2 …',
    description: 'Picks one of the single-word options given after the command.',
    placeholder: 'choose',
  },
  {
    type: 'roll',
    kind: 'functional',
    label: 'Roll Dice',
    usage: '!{keyword} [XdY+Z | XdY | Y]',
    description: 'Rolls dice and shows the total; one 20-sided die by default.',
    placeholder: 'roll',
  },
  {
    type: 'shoutout',
    kind: 'functional',
    label: 'Shout Out',
    usage: '!{keyword} <user>',
    description:
      "Says your shoutout text (set on the Events page) and sends Twitch's own shoutout of the channel, within Twitch's limits.",
    placeholder: 'so',
    modsOnlyByDefault: true,
  },
  {
    type: 'clip',
    kind: 'functional',
    label: 'Create Clip',
    usage: '!{keyword}',
    description:
      "Clips the last 30 seconds of the live stream and answers with the clip's link once Twitch has made it.",
    placeholder: 'clip',
  },
  {
    type: 'permit',
    kind: 'functional',
    label: 'Permit a Link',
    usage: '!{keyword} <user> [seconds]',
    description:
      "Lets the viewer post links for a while (60 seconds unless said, at most an hour) past the chat filters' link rule.",
    placeholder: 'permit',
    modsOnlyByDefault: true,
  },
  {
    type: 'alerts',
    kind: 'functional',
    label: 'Control Alerts',
    usage: '!{keyword} pause|resume|skip|mute|unmute|replay',
    description:
      'Pauses or resumes the alert box, skips the alert on screen, mutes or unmutes its sounds and speech, or replays the last alert.',
    placeholder: 'alerts',
    modsOnlyByDefault: true,
  },
  {
    type: 'regulars',
    kind: 'functional',
    label: 'Manage Regulars',
    usage: '!{keyword} add|remove <user>',
    description:
      'Adds a viewer to the regulars list or removes them. Regulars may use commands set to Regulars Only and can be left alone by the chat filters.',
    placeholder: 'regulars',
    modsOnlyByDefault: true,
  },
] as const satisfies readonly CommandType[];

/** A functional command's type: the part that owns what it changes answers it (its `chatCommands`). */
export type FunctionalType = (typeof functionalTypeList)[number]['type'];

export const functionalCommandTypes: CommandType[] = [...functionalTypeList];

export const quoteCommandTypes: CommandType[] = [
  {
    type: 'addquote',
    kind: 'quote',
    label: 'Add Quote',
    usage: '!{keyword} text',
    description: 'Saves a quote.',
    placeholder: 'addquote',
  },
  {
    type: 'deletequote',
    kind: 'quote',
    label: 'Delete Quote',
    usage: '!{keyword} <ID>',
    description: 'Deletes a quote by its number.',
    placeholder: 'deletequote',
    modsOnlyByDefault: true,
  },
  {
    type: 'quote',
    kind: 'quote',
    label: 'Get Quote',
    usage: '!{keyword} [<ID> | <search term>]',
    description: 'Shows a quote: by number, by search, or at random.',
    placeholder: 'quote',
  },
  {
    type: 'quoteimage',
    kind: 'quote',
    label: 'Create Quote Image',
    usage: '!{keyword}',
    description: 'Discord only: posts a random image with a random quote.',
    placeholder: 'quoteimage',
    // Images can only be posted on Discord; on Twitch it could only say so.
    venuesByDefault: { enabledInTwitch: false, enabledInDiscord: true },
  },
];

export const commandTypes: CommandType[] = [textCommandType, ...functionalCommandTypes, ...quoteCommandTypes];

export const commandTypeNames = commandTypes.map((t) => t.type) as [string, ...string[]];

export function commandTypeOf(type: string): CommandType | undefined {
  return commandTypes.find((candidate) => candidate.type === type);
}

export function usageOf(type: CommandType, keyword: string): string {
  return type.usage.replace('{keyword}', keyword);
}
