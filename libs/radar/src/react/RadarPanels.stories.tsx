import type { Meta, StoryObj } from '@storybook/react-vite';
import { adultWeekSample, metricsSample } from './radarSamples.fixture';
import { withRadarStoryBackend } from './radarStoryBackend.fixture';
import { RadarCheckIn } from './RadarCheckIn';
import { RadarMetrics } from './RadarMetrics';
import { RadarTrend } from './RadarTrend';

const backend = withRadarStoryBackend({
  profiles: {
    'adult-1': { weeks: [adultWeekSample()], metrics: metricsSample() },
    'child-leo': { weeks: [{ ...adultWeekSample(), user_id: 'child-leo' }], metrics: metricsSample('child-leo') },
  },
});

const meta = {
  title: 'radar/Panels',
  component: RadarCheckIn,
  args: { profileId: 'adult-1', mode: 'FULL' },
  decorators: [backend],
} satisfies Meta<typeof RadarCheckIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The daily check-in: a mood from five and a few words. */
export const CheckIn: Story = {};

/** The check-in for a six-year-old. */
export const CheckInYoung: Story = { args: { mode: 'G' } };

/** SPEC §3's five metrics over the last 7 days. */
export const Metrics: Story = { render: (args) => <RadarMetrics profileId={args.profileId} mode={args.mode} /> };

/** The metrics could not be read: SPEC §8's "Could not load symbolic metrics". */
export const MetricsError: Story = {
  decorators: [
    withRadarStoryBackend({
      profiles: { 'adult-1': { weeks: [adultWeekSample()], metrics: metricsSample() } },
      metricsFailure: { status: 503, code: 'internal', message: 'Unavailable.' },
    }),
  ],
  render: (args) => <RadarMetrics profileId={args.profileId} mode={args.mode} />,
};

/** A parent's at-a-glance trend of a child's week (no chart code). */
export const ParentTrend: Story = { render: () => <RadarTrend profileId="child-leo" mode="PG" title="Leo's week" /> };
