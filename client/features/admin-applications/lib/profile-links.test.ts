import { describe, expect, it } from 'vitest';
import { safeHttpUrl, socialProfileUrl } from './profile-links';

describe('safe links (D18)', () => {
  it('keeps http(s) URLs and refuses every other scheme', () => {
    expect(safeHttpUrl('https://example.com/portfolio')).toBe('https://example.com/portfolio');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHttpUrl('example.com')).toBeUndefined();
    expect(safeHttpUrl(null)).toBeUndefined();
  });

  it('turns a bare handle into the network profile, and nothing odd into a link', () => {
    expect(socialProfileUrl('instagram', '@maya.sounds')).toBe('https://www.instagram.com/maya.sounds/');
    expect(socialProfileUrl('tiktok', 'maya_sounds')).toBe('https://www.tiktok.com/@maya_sounds');
    expect(socialProfileUrl('tiktok', 'https://tiktok.com/@maya')).toBe('https://tiktok.com/@maya');
    expect(socialProfileUrl('instagram', 'javascript:alert(1)')).toBeUndefined();
    expect(socialProfileUrl('instagram', 'two words')).toBeUndefined();
  });
});
