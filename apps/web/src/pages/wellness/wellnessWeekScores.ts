import type { RadarChart } from '@grove/api-contract';
import { RADAR_AXES, radarPercent } from '@grove/radar';
import type { WonderRadarAxis } from '@grove/wonder';

/**
 * The week's radar as the scores `wellnessSuggestion` reads: 0–100, as the radar's table shows them
 * (`radarPercent` of the stored 0–1). Only real readings count: nothing for a week without a record
 * (every axis a synthetic 0.5), nothing for an area with too little evidence ("not enough yet"). Where
 * the person corrected an area ("this doesn't feel right"), their own value counts, not Grove's.
 */
export function wellnessWeekScores(chart: RadarChart | undefined): Partial<Record<WonderRadarAxis, number>> {
  if (!chart || chart.is_synthetic) return {};
  const scores: Partial<Record<WonderRadarAxis, number>> = {};
  for (const axis of RADAR_AXES) {
    const detail = chart.details[axis];
    if (!detail?.enough) continue;
    scores[axis] = radarPercent(detail.override ?? chart.axes[axis]);
  }
  return scores;
}
