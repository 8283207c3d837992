import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './RouteGate.stories';

const { Loading, ChildChat, SignedOutRedirect, TrialVisitor, FamilyLanding, NotBuiltYet } = composeStories(stories);

describe('RouteGate previews show what they describe', () => {
  afterEach(cleanup);

  it.each([
    ['ChildChat', ChildChat, 'Child chat'],
    ['SignedOutRedirect', SignedOutRedirect, 'Home'],
    ['TrialVisitor', TrialVisitor, 'Founders club'],
    ['FamilyLanding', FamilyLanding, 'Who is using Grove?'],
  ])('%s ends on the "%s" screen', async (_name, Story, heading) => {
    render(<Story />);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('Loading shows the spinner', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('NotBuiltYet shows the not-found node', () => {
    render(<NotBuiltYet />);
    expect(screen.getByText('This screen is not built yet.')).toBeTruthy();
  });
});
