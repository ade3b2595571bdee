// The page's preview of a reaction: its text as chat would read it for a sample event, the event's
// placeholders and every keyword filled in with sample values ({targetLastGame} with a sample game).
import { useEffect, useState } from 'react';
import { formatTipAmount } from '../../../core/carousel/carousel-text';
import { evaluateTemplate } from '../../../core/keywords/evaluate';
import { sampleKeywordContext } from '../../../core/keywords/test-context';
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

/** The text filled in as the bot fills it: a raid's raider is the target ({target}, {targetLastGame}). */
export function previewTriggeredEventText(text: string, sample: SampleEvent): Promise<string> | string {
  const event = { ...sample, id: 'preview', isTest: true, at: 0 };
  return evaluateTemplate(
    text,
    sampleKeywordContext({
      username: sample.user ?? 'Anonymous',
      message: sample.type === 'raid' ? (sample.user ?? '') : (sample.message ?? ''),
      placeholders: triggeredEventPlaceholders(event, formatTipAmount),
    }),
  );
}

/** The preview of `text`, kept up to date as it is edited (keywords that read a channel answer later). */
export function useTriggeredEventPreview(text: string, sample: SampleEvent): string {
  const [preview, setPreview] = useState('');
  useEffect(() => {
    let current = true;
    void Promise.resolve(previewTriggeredEventText(text, sample)).then((filled) => {
      if (current) setPreview(filled);
    });
    return () => {
      current = false;
    };
  }, [text, sample]);
  return preview;
}
