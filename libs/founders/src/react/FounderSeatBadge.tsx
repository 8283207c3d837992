import type { FounderSeat } from '@grove/api-contract';
import { foundersDateText, foundersNumberText } from './foundersDisplay';
import './founders.css';

/** Props of {@link FounderSeatBadge}. */
export interface FounderSeatBadgeProps {
  seat: FounderSeat;
  /** `large` on /founders, `small` beside other things (the referral page). */
  size?: 'small' | 'large';
}

/**
 * A member's founder badge (issue 19): "Founder · Seat No. 12", with the day they took it. The mark is
 * decoration; the words carry it for screen readers.
 */
export function FounderSeatBadge({ seat, size = 'small' }: FounderSeatBadgeProps) {
  return (
    <p className={`grove-founders grove-founders-badge grove-founders-badge--${size}`}>
      <span className="grove-founders-badge__mark" aria-hidden="true">
        ❦
      </span>
      <span className="grove-founders-badge__text">
        <span className="grove-founders-badge__title">Founder · Seat No. {foundersNumberText(seat.seat)}</span>
        <span className="grove-founders-badge__since">Since {foundersDateText(seat.joinedAt)}</span>
      </span>
    </p>
  );
}
