import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { BACKGROUND_CHOICES, GLASS_COLOR_THEMES, GLASS_VARIANTS, keyValueStorageMemory } from '../index';
import { DisplaySettingsProvider } from './DisplaySettingsProvider';
import { GlassButton } from './GlassButton';
import { GlassInput } from './GlassInput';
import { GlassPanel } from './GlassPanel';
import { useDisplaySettings } from './useDisplaySettings';
import { useScreenSize } from './useScreenSize';
import { useSwipeUpFocus } from './useSwipeUpFocus';
import { useTheme } from './useTheme';

function SettingsDemo() {
  const { settings, update, reset } = useDisplaySettings();
  const { theme, toggle, followsSystem, followSystem } = useTheme();
  const screenSize = useScreenSize();
  const chatRef = useRef<HTMLInputElement>(null);
  useSwipeUpFocus(chatRef);
  return (
    <GlassPanel as="section" aria-label="Display settings" style={{ maxWidth: '32rem', display: 'grid', gap: '0.75rem' }}>
      <p style={{ margin: 0 }}>
        Theme <strong>{theme}</strong> ({followsSystem ? 'following the system' : 'your choice'}), {screenSize} screen.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <GlassButton onClick={toggle}>Switch to {theme === 'dark' ? 'light' : 'dark'}</GlassButton>
        <GlassButton variant="secondary" onClick={followSystem}>
          Follow the system
        </GlassButton>
        <GlassButton variant="ghost" onClick={reset}>
          Reset display
        </GlassButton>
      </div>
      <label>
        Glass intensity{' '}
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={settings.glass.intensity}
          onChange={(event) => update({ glass: { intensity: Number(event.target.value) } })}
        />
      </label>
      <label>
        Variant{' '}
        <select value={settings.glass.variant} onChange={(event) => update({ glass: { variant: event.target.value as never } })}>
          {GLASS_VARIANTS.map((variant) => (
            <option key={variant}>{variant}</option>
          ))}
        </select>
      </label>
      <label>
        Colour theme{' '}
        <select value={settings.glass.colorTheme} onChange={(event) => update({ glass: { colorTheme: event.target.value as never } })}>
          {GLASS_COLOR_THEMES.map((colorTheme) => (
            <option key={colorTheme}>{colorTheme}</option>
          ))}
        </select>
      </label>
      <label>
        Background{' '}
        <select value={settings.background.choice} onChange={(event) => update({ background: { choice: event.target.value as never } })}>
          {BACKGROUND_CHOICES.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={settings.background.enabled} onChange={(event) => update({ background: { enabled: event.target.checked } })} />{' '}
        Show background scene
      </label>
      <label>
        <input type="checkbox" checked={settings.glass.reflection} onChange={(event) => update({ glass: { reflection: event.target.checked } })} />{' '}
        Reflection
      </label>
      <label>
        <input type="checkbox" checked={settings.glass.depth} onChange={(event) => update({ glass: { depth: event.target.checked } })} /> Depth
      </label>
      <GlassInput ref={chatRef} label="Chat message" hint="On a touch screen, swipe up 50 px anywhere to focus this." />
    </GlassPanel>
  );
}

const meta = {
  title: 'ui-glass/DisplaySettingsProvider',
  component: DisplaySettingsProvider,
  parameters: { groveProvider: false },
  args: { prefersDark: false },
  render: (args) => (
    <DisplaySettingsProvider {...args} storage={keyValueStorageMemory()}>
      <SettingsDemo />
    </DisplaySettingsProvider>
  ),
} satisfies Meta<typeof DisplaySettingsProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Light by OS preference, with every display setting live. */
export const Light: Story = {};

/** Dark by OS preference. */
export const Dark: Story = { args: { prefersDark: true } };
