// The page's preview of a reaction: its text with a sample event's placeholders filled in on the
// client. Keywords stay as written; the bot fills them in when the reaction runs.
import { formatTipAmount } from '../../../core/carousel/carousel-text';
import { parseTemplate } from '../../../core/keywords/parser';
import {
  type ReactionEventType,
  reactionPlaceholders,
  sampleReactionEvents,
} from '../../../core/reactions/reaction';
import { minimumLabels } from './reaction-labels';

export type SampleEvent = (typeof sampleReactionEvents)[ReactionEventType];

/**
 * A reaction's sample event: its type's, the amount raised to the reaction's minimum (where its type
 * has one) so the reaction answers it.
 */
export function sampleEventFor(reaction: { eventType: ReactionEventType; minimum?: number }): SampleEvent {
  const sample = sampleReactionEvents[reaction.eventType];
  const minimum = minimumLabels[reaction.eventType] ? reaction.minimum : undefined;
  return sample.amount !== undefined && minimum !== undefined && minimum > sample.amount
    ? { ...sample, amount: minimum }
    : sample;
}

export function previewReactionText(text: string, sample: SampleEvent): string {
  const placeholders: Record<string, string> = reactionPlaceholders(
    { ...sample, id: 'preview', isTest: true, at: 0 },
    formatTipAmount,
  );
  return parseTemplate(text)
    .map((node) => {
      if (typeof node === 'string') return node;
      const isPlaceholder = node.params.length === 0 && Object.hasOwn(placeholders, node.name);
      const value = isPlaceholder ? placeholders[node.name] : undefined;
      return value ?? node.raw;
    })
    .join('');
}
