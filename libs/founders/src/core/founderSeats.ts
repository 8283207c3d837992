/** A block of seat numbers an admin's invitation gives out, both ends included. */
export interface SeatRange {
  from: number;
  to: number;
}

/** What {@link founderSeatPick} decides from. */
export interface FounderSeatPickInput {
  /** Seat numbers already taken. */
  taken: Iterable<number>;
  /** The blocks reserved by live invitations with a seat range (kept free for them). */
  reserved: readonly SeatRange[];
  /** The joining code's own block, or null for a code without one. */
  range: SeatRange | null;
}

/**
 * The seat a new member takes. With a block: its lowest free number, or null when the block is full.
 * Without: the number after the highest seat taken (seats follow the order of joining), stepping over
 * any reserved block. The caller holds the seat lock while it picks and inserts.
 */
export function founderSeatPick(input: FounderSeatPickInput): number | null {
  const taken = new Set(input.taken);
  if (input.range) {
    for (let seat = input.range.from; seat <= input.range.to; seat += 1) if (!taken.has(seat)) return seat;
    return null;
  }
  let highest = 0;
  for (const seat of taken) {
    const block = input.reserved.find((r) => seat >= r.from && seat <= r.to);
    // Seats inside a reserved block were handed out by that block's invitation, not in joining order.
    if (!block && seat > highest) highest = seat;
  }
  let seat = highest + 1;
  for (;;) {
    const block = input.reserved.find((r) => seat >= r.from && seat <= r.to);
    if (block) seat = block.to + 1;
    else if (taken.has(seat)) seat += 1;
    else return seat;
  }
}
