import type { Meta, StoryObj } from '@storybook/react-vite';
import { adultWeekSample, metricsSample, syntheticWeekSample, teenWeekForParentSample } from './radarSamples.fixture';
import { withRadarStoryBackend } from './radarStoryBackend.fixture';
import { RadarView } from './RadarView';

const meta = {
  title: 'radar/RadarView',
  component: RadarView,
  args: { profileId: 'adult-1', mode: 'FULL', viewer: 'self', chartEnabled: true },
} satisfies Meta<typeof RadarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult's week after three bad nights and a few runs: the chart, this week against last, the evidence. */
export const AdultWeek: Story = {
  decorators: [withRadarStoryBackend({ profiles: { 'adult-1': { weeks: [adultWeekSample()], metrics: metricsSample() } } })],
};

/** The same week as a table (the radar chart display flag off). */
export const TableOnly: Story = {
  args: { chartEnabled: false },
  decorators: [withRadarStoryBackend({ profiles: { 'adult-1': { weeks: [adultWeekSample()], metrics: metricsSample() } } })],
};

/** A week with nothing scored yet: SPEC's synthetic record, said in words. */
export const EmptyWeek: Story = {
  decorators: [withRadarStoryBackend({ profiles: { 'adult-1': { weeks: [syntheticWeekSample()], metrics: metricsSample() } } })],
};

/** A six-year-old's own radar, in simple words. */
export const YoungChild: Story = {
  args: { profileId: 'child-pip', mode: 'G', title: 'Your week' },
  decorators: [withRadarStoryBackend({ profiles: { 'child-pip': { weeks: [{ ...adultWeekSample(), user_id: 'child-pip' }], metrics: metricsSample('child-pip') } } })],
};

/** A parent looking at a 12-year-old's week: the trend and the counts, not the child's words. */
export const ParentOfTeen: Story = {
  args: { profileId: 'child-leo', mode: 'PG', viewer: 'parent', title: "Leo's week" },
  decorators: [withRadarStoryBackend({ profiles: { 'child-leo': { weeks: [teenWeekForParentSample()], metrics: metricsSample('child-leo') } } })],
};

/** The week could not be read: SPEC §8's message with Try again. */
export const LoadError: Story = {
  decorators: [
    withRadarStoryBackend({
      profiles: { 'adult-1': { weeks: [adultWeekSample()], metrics: metricsSample() } },
      chartFailure: { status: 500, code: 'internal', message: 'Something went wrong on our side.' },
    }),
  ],
};
