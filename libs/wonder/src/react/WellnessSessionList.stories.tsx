import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { wellnessSuggestion, type WellnessSession, type WonderBand } from '../index';
import { WellnessSessionList, type WellnessSessionListProps } from './WellnessSessionList';

const meta = {
  title: 'wonder/WellnessSessionList',
  component: WellnessSessionList,
  args: { band: 'adult', hrefOf: (session) => `/wellness?session=${session.id}`, onOpen: fn() as (session: WellnessSession) => void },
} satisfies Meta<typeof WellnessSessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's list keeps its own band, as the page does with the address. */
function VisitorList(args: WellnessSessionListProps) {
  const [band, setBand] = useState<WonderBand>(args.band);
  return (
    <WellnessSessionList
      {...args}
      band={band}
      onBandChange={(next) => {
        setBand(next);
        args.onBandChange?.(next);
      }}
    />
  );
}

/** A signed-in adult: their own six sessions, no age tabs. */
export const SignedInAdult: Story = {};

/** A week with little sleep: "Sleep was low this week: try the wind-down." first, with Start. */
export const WithSuggestion: Story = { args: { suggestion: wellnessSuggestion({ sleep: 32, energy: 61 }, 'adult') } };

/** A 6-year-old: their band's sessions in simple words, and a suggestion said gently. */
export const YoungChild: Story = { args: { band: '4-8', suggestion: wellnessSuggestion({ emotional_clarity: 30 }, '4-8') } };

/** A visitor picks an age group with tabs (Adults first); the arrow keys move between them. */
export const Visitor: Story = { args: { onBandChange: fn() as (band: WonderBand) => void }, render: (args) => <VisitorList {...args} /> };

/** The visitor's list in the dark theme, on the 9–15 tab. */
export const VisitorDark: Story = { args: { band: '9-15', onBandChange: fn() as (band: WonderBand) => void }, globals: { theme: 'dark' }, render: (args) => <VisitorList {...args} /> };

/** A band with no sessions (a set still being written): said in words. */
export const Empty: Story = { args: { sessions: [] } };
