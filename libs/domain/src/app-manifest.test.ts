import { shellTexts } from '@asp/i18n';
import { appInitial, appName, appShortName, normaliseHexColour, readableOn, webAppManifest } from './app-manifest';

describe('the installed app of the shop', () => {
  it('is named after the shop, else its title, else a German fallback', () => {
    expect(appName({ shopName: ' Metzgerei Muster ', title: 'Online bestellen' })).toBe('Metzgerei Muster');
    expect(appName({ shopName: '  ', title: 'Metzgerei Muster – Online bestellen' })).toBe('Metzgerei Muster – Online bestellen');
    expect(appName({})).toBe(shellTexts.appFallbackName);
  });

  it.each([
    ['Muster', 'Muster'],
    ['Metzgerei Muster', 'Muster'],
    ['Metzgerei Muster GmbH', 'Muster'],
    ['Müller GmbH & Co. KG', 'Müller'],
    ['Landmetzgerei Schäfer e. K.', 'Schäfer'],
    ['Fleischerei Hansen', 'Hansen'],
    ['Metzgerei Wurst & Schinken am See', 'Wurst'],
    ['Metzgerei Wurst am Bodensee', 'Wurst'],
    ['Schwarzwälder Hofmetzgerei', 'Schwarzwäld…'],
    ['Metzgerei', 'Metzgerei'],
    ['GmbH & Co. KG', 'GmbH & Co.'],
    ['Landmetzgerei Fleischerei', 'Fleischerei'],
    ['Bäckerei  und  Café', 'Bäckerei'],
  ])('labels %j under the icon as %j (at most 12 characters)', (name, short) => {
    expect(appShortName(name)).toBe(short);
    expect(appShortName(name).length).toBeLessThanOrEqual(12);
  });

  it('draws the first letter or digit of the name, upper case', () => {
    expect(appInitial('metzgerei Muster')).toBe('M');
    expect(appInitial('„über“ Genuss')).toBe('Ü');
    expect(appInitial('1a Fleisch')).toBe('1');
    expect(appInitial('–')).toBe('?');
  });

  it('writes the initial in white or black, whichever reads better on the colour', () => {
    expect(readableOn('#8c1d18')).toBe('#ffffff');
    expect(readableOn('#000')).toBe('#ffffff');
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#ffd800')).toBe('#000000');
    expect(readableOn('kein Farbwert')).toBe('#ffffff');
    expect(normaliseHexColour(' #ABC ')).toBe('#aabbcc');
    expect(normaliseHexColour('red')).toBeNull();
  });

  it('builds the manifest from the configuration: name, label, colour, German, standalone, three PNG icons', () => {
    const manifest = webAppManifest(
      { shopName: 'Metzgerei Muster', primaryColor: '#8C1D18', seoDescription: 'Fleisch und Wurst' },
      '0123456789abcdef',
    );
    expect(manifest).toEqual({
      id: '/',
      name: 'Metzgerei Muster',
      short_name: 'Muster',
      description: 'Fleisch und Wurst',
      lang: 'de',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#8c1d18',
      background_color: '#8c1d18',
      icons: [
        { src: '/app-icons/0123456789abcdef/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/app-icons/0123456789abcdef/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/app-icons/0123456789abcdef/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    const bare = webAppManifest({ primaryColor: 'nicht gesetzt' }, 'v');
    expect(webAppManifest({}, 'v')).toMatchObject({ name: shellTexts.appFallbackName, theme_color: '#000000' });
    expect(bare.theme_color).toBe('#000000');
    expect(bare).not.toHaveProperty('description');
  });
});
