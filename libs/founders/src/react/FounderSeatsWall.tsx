import { useId } from 'react';
import { FOUNDERS_SEATS_FAILED, FoundersLoadError, foundersDateText, foundersNumberText } from './foundersDisplay';
import { useFoundersSeatsQuery } from './foundersApi';
import './founders.css';

/** Props of {@link FounderSeatsWall}. */
export interface FounderSeatsWallProps {
  /** The viewer's own seat number, marked on the wall; null or missing for anyone else. */
  mySeat?: number | null;
}

/** What the wall says before anyone has a seat. */
export const FOUNDER_SEATS_EMPTY = 'No founder seats are taken yet. The first one could be yours.';

/**
 * The founders club's seats (issue 19): numbered in the order people joined, each with its day and no
 * name; the viewer's own seat is marked. The server lists the latest 100; when there are more, the wall
 * says how many in all.
 */
export function FounderSeatsWall({ mySeat = null }: FounderSeatsWallProps) {
  const headingId = useId();
  const seats = useFoundersSeatsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const data = seats.data;
  // The order of joining reads from the first seat up.
  const ordered = data ? [...data.seats].sort((a, b) => a.seat - b.seat) : [];
  return (
    <section className="grove-founders grove-founders-wall grove-glass" aria-labelledby={headingId} aria-busy={seats.isFetching}>
      <h2 id={headingId} className="grove-founders__title">
        Founder seats
      </h2>
      {!data ? (
        seats.isError ? (
          <FoundersLoadError message={FOUNDERS_SEATS_FAILED} error={seats.error} onRetry={() => void seats.refetch()} />
        ) : (
          <p className="grove-founders__muted" role="status">
            Loading the seats…
          </p>
        )
      ) : data.taken === 0 ? (
        <p className="grove-founders__muted">{FOUNDER_SEATS_EMPTY}</p>
      ) : (
        <>
          <p className="grove-founders__muted">
            {data.taken === 1 ? '1 seat taken' : `${foundersNumberText(data.taken)} seats taken`}
            {data.taken > ordered.length ? `. The latest ${ordered.length} are shown.` : '.'}
          </p>
          <ol className="grove-founders-wall__seats" aria-labelledby={headingId}>
            {ordered.map((seat) => {
              const mine = seat.seat === mySeat;
              return (
                <li key={seat.seat} className="grove-founders-wall__seat" data-mine={mine || undefined} aria-current={mine ? 'true' : undefined}>
                  <span className="grove-founders-wall__number">No. {foundersNumberText(seat.seat)}</span>
                  <span className="grove-founders-wall__day">{foundersDateText(seat.joinedAt)}</span>
                  {mine && <span className="grove-founders-wall__mine">Your seat</span>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
