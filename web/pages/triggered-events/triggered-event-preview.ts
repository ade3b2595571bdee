// The page's preview of a reaction: its text with a sample event's placeholders filled in on the
// client. Keywords stay as written; the bot fills them in when the reaction runs.
import { formatTipAmount } from '../../../core/carousel/carousel-text';
import { parseTemplate } from '../../../core/keywords/parser';
import {
  sampleTriggeredEventEvents,
  type TriggeredEventType,
  triggeredEventPlaceholders,
} from '../../../core/triggered-events/triggered-event';
import { minimumLabels } from './triggered-event-labels';

export type SampleEvent = (typeof sampleTriggeredEventEvents)[TriggeredEventType];

/**
 * A reaction's sample event: its type's, the amount raised to the reaction's minimum (where its type
 * has one) so the reaction answers it.
 */
export function sampleEventFor(triggeredEvent: {
  eventType: TriggeredEventType;
  minimum?: number;
}): SampleEvent {
  const sample = sampleTriggeredEventEvents[triggeredEvent.eventType];
  const minimum = minimumLabels[triggeredEvent.eventType] ? triggeredEvent.minimum : undefined;
  return sample.amount !== undefined && minimum !== undefined && minimum > sample.amount
    ? { ...sample, amount: minimum }
    : sample;
}

export function previewTriggeredEventText(text: string, sample: SampleEvent): string {
  const placeholders: Record<string, string> = triggeredEventPlaceholders(
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
