// What counting keeps in memory between two flushes, without any I/O: the events added up per
// business, dish, kind and minute, the visitors seen, both bounded; and the flood guard that stops one
// address from counting more than a person could.
import { NO_ITEM, type CountKind, type CountRow } from './insights.repository.ts';

/** One visitor seen at a business in a minute; `who` is an unsalted hash that never leaves memory. */
export type PendingVisitor = { businessId: string; itemId: string; minute: number; who: string };

export type Drained = { counts: CountRow[]; visitors: PendingVisitor[] };

export class EventBatch {
  private counts = new Map<string, CountRow>();
  private visitors = new Map<string, PendingVisitor>();

  /** At most `maxKeys` distinct counts and visitors wait for a flush: memory stays bounded. */
  constructor(private readonly maxKeys: number) {}

  get size(): number {
    return this.counts.size + this.visitors.size;
  }

  /**
   * Adds one event (and its visitor, unless `who` is null); answers false when the batch is full and
   * the event is not counted.
   */
  add(
    event: { businessId: string; itemId: string; kind: CountKind; minute: number },
    who: string | null,
  ): boolean {
    const key = `${event.businessId}|${event.itemId}|${event.kind}|${event.minute}`;
    const row = this.counts.get(key);
    if (row) row.n++;
    else if (this.size >= this.maxKeys) return false;
    else this.counts.set(key, { ...event, n: 1 });
    if (who !== null) this.addVisitor({ ...event, who });
    return true;
  }

  private addVisitor(visitor: PendingVisitor): void {
    const key = `${visitor.businessId}|${visitor.minute}|${visitor.who}`;
    const seen = this.visitors.get(key);
    // One event about the business itself is enough to count the visitor; an event about a dish
    // counts only if the dish turns out to be the business's (checked at flush time).
    if (seen) {
      if (visitor.itemId === NO_ITEM) seen.itemId = NO_ITEM;
    } else if (this.size < this.maxKeys) {
      this.visitors.set(key, {
        businessId: visitor.businessId,
        itemId: visitor.itemId,
        minute: visitor.minute,
        who: visitor.who,
      });
    }
  }

  /** Everything waiting, and an empty batch. */
  drain(): Drained {
    const drained = { counts: [...this.counts.values()], visitors: [...this.visitors.values()] };
    this.counts = new Map();
    this.visitors = new Map();
    return drained;
  }

  /**
   * Puts back a flush the database refused, to be written with the next one; answers how many
   * events did not fit and are lost.
   */
  putBack(drained: Drained): number {
    let lost = 0;
    for (const row of drained.counts) {
      const key = `${row.businessId}|${row.itemId}|${row.kind}|${row.minute}`;
      const current = this.counts.get(key);
      if (current) current.n += row.n;
      else if (this.size < this.maxKeys) this.counts.set(key, { ...row });
      else lost += row.n;
    }
    for (const visitor of drained.visitors) this.addVisitor(visitor);
    return lost;
  }
}

/**
 * Counts events per address and business, and per address, in the current minute (a fixed window,
 * emptied when the minute changes); past a limit an event is not counted. Holds at most `maxKeys`
 * addresses and pairs a minute: past that, new ones are not counted until the minute is over.
 */
export class FloodGuard {
  private minute = -1;
  private perPair = new Map<string, number>();
  private perAddress = new Map<string, number>();

  constructor(
    private readonly limits: {
      perAddressPerBusinessPerMinute: number;
      perAddressPerMinute: number;
      maxKeys: number;
    },
  ) {}

  allow(address: string, businessId: string, minute: number): boolean {
    if (minute !== this.minute) {
      this.minute = minute;
      this.perPair = new Map();
      this.perAddress = new Map();
    }
    const pairKey = `${address}|${businessId}`;
    const pair = this.perPair.get(pairKey) ?? 0;
    const all = this.perAddress.get(address) ?? 0;
    if (pair >= this.limits.perAddressPerBusinessPerMinute) return false;
    if (all >= this.limits.perAddressPerMinute) return false;
    if (pair === 0 && this.perPair.size >= this.limits.maxKeys) return false;
    if (all === 0 && this.perAddress.size >= this.limits.maxKeys) return false;
    this.perPair.set(pairKey, pair + 1);
    this.perAddress.set(address, all + 1);
    return true;
  }
}
