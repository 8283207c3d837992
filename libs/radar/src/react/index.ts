/**
 * @grove/radar/react — the React binding of Grove's weekly emotional radar (issue 17): the radar
 * endpoints on the one base API; the week as a nivo radar chart (its own lazily loaded chunk) or a
 * table, what is behind each area with "This doesn't feel right", the week's topics, SPEC §3's five
 * metrics over 7 days, the daily check-in, and a parent's at-a-glance trend of a child's week (no
 * chart code). Styles (`@grove/radar/styles.css`) are imported by the components and build on
 * ui-glass's stylesheet, which the app loads once.
 */
export {
  radarApi,
  useRadarAxisCorrectMutation,
  useRadarChartQuery,
  useRadarCheckInMutation,
  useRadarInsightFeedbackMutation,
  useRadarMetricsQuery,
  useRadarTagRemoveMutation,
  type RadarAxisCorrectArgs,
  type RadarChartArgs,
  type RadarCheckInArgs,
  type RadarInsightFeedbackArgs,
  type RadarTagRemoveArgs,
} from './radarApi';
export {
  RADAR_NOT_COLLECTING_TEXT,
  RADAR_PARENT_TREND_TEXT,
  RADAR_SYNTHETIC_TEXT,
  RadarTable,
  RadarView,
  type RadarTableProps,
  type RadarViewer,
  type RadarViewProps,
} from './RadarView';
export { RadarAxisDetails, type RadarAxisDetailsProps } from './RadarAxisDetails';
export { RadarTags, type RadarTagsProps } from './RadarTags';
export { RadarMetrics, type RadarMetricsProps } from './RadarMetrics';
export { RADAR_CHECKED_IN_TEXT, RADAR_MOODS, RadarCheckIn, type RadarCheckInProps, type RadarMood } from './RadarCheckIn';
export { RadarTrend, type RadarTrendProps } from './RadarTrend';
