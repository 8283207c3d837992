/** The platform names the mobile error screen shows. */
export type PlatformName = 'iOS' | 'Android' | 'Windows' | 'macOS' | 'ChromeOS' | 'Linux' | 'Unknown';

/**
 * Names the platform from a user-agent string. iPadOS reports a desktop Mac user agent, so a Mac
 * with more than one touch point counts as iOS.
 */
export function platformName(userAgent: string, maxTouchPoints = 0): PlatformName {
  const ua = userAgent.toLowerCase();
  if (/iphone|ipad|ipod/.test(ua)) return 'iOS';
  if (ua.includes('android')) return 'Android';
  if (ua.includes('cros')) return 'ChromeOS';
  if (ua.includes('mac os') || ua.includes('macintosh')) return maxTouchPoints > 1 ? 'iOS' : 'macOS';
  if (ua.includes('windows')) return 'Windows';
  if (ua.includes('linux')) return 'Linux';
  return 'Unknown';
}
