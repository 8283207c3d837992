import { describe, expect, it } from 'vitest';
import { rootElementFind } from './rootElement';

describe('root element', () => {
  it('throws SPEC’s message when #root is missing', () => {
    document.body.innerHTML = '<div id="app"></div>';
    expect(() => rootElementFind(document)).toThrow('Root element not found!');
  });

  it('returns #root when present', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(rootElementFind(document).id).toBe('root');
  });
});
