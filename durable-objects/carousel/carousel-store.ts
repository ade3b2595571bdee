// The channel's carousel queues, cached in memory and written through to DO storage, so an evicted
// or restarted object loses nothing.
import { type CarouselQueues, emptyCarouselQueues } from '../../core/carousel/carousel-queues';

const storageKey = 'carouselQueues';

export class CarouselStore {
  private queues: CarouselQueues | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  async current(): Promise<CarouselQueues> {
    this.queues ??= (await this.storage.get<CarouselQueues>(storageKey)) ?? emptyCarouselQueues;
    return this.queues;
  }

  /** Applies a reducer step; stores the result only when it changed anything. */
  async update(
    change: (queues: CarouselQueues) => CarouselQueues,
  ): Promise<{ before: CarouselQueues; after: CarouselQueues }> {
    const before = await this.current();
    const after = change(before);
    if (after !== before) {
      this.queues = after;
      await this.storage.put(storageKey, after);
    }
    return { before, after };
  }
}
