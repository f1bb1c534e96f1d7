import { installPlatform, shouldOfferInstall, showInstallLink, type InstallConditions } from './install-rules';

const offer: InstallConditions = { pluginEnabled: true, selfService: false, standalone: false, supported: true, registered: false };

describe('install link and prompt (storefront.md §2.3, §4)', () => {
  it('offers installing only when every condition holds', () => {
    expect(showInstallLink(offer)).toBe(true);
    expect(shouldOfferInstall({ ...offer, dismissed: false })).toBe(true);
    for (const [key, value] of [
      ['pluginEnabled', false],
      ['selfService', true],
      ['standalone', true],
      ['supported', false],
      ['registered', true],
    ] as const) {
      expect(showInstallLink({ ...offer, [key]: value })).toBe(false);
      expect(shouldOfferInstall({ ...offer, [key]: value, dismissed: false })).toBe(false);
    }
  });

  it('keeps the link but skips the prompt after a dismissal', () => {
    expect(shouldOfferInstall({ ...offer, dismissed: true })).toBe(false);
    expect(showInstallLink(offer)).toBe(true);
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile', 0, 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 5, 'ipad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5, 'ipad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0, 'other'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126', 0, 'other'],
  ])('instructions for %s (%i touch points) → %s', (ua, touch, platform) => {
    expect(installPlatform(ua, touch)).toBe(platform);
  });
});
