import { themeVariables } from './apply-theme';

describe('themeVariables', () => {
  it('uses the colours of document 1 §9 when nothing is configured', () => {
    expect(themeVariables({})).toMatchObject({
      '--asp-color-primary': '#000000',
      '--asp-color-secondary': '#333333',
      '--asp-radius': '0px',
    });
  });

  it('takes colours, font and radius from the configuration', () => {
    const variables = themeVariables({ primaryColor: '#8b0000', secondaryColor: '#aa3333', font: 'Open Sans', borderRadius: 6 });
    expect(variables['--asp-color-primary']).toBe('#8b0000');
    expect(variables['--asp-color-secondary']).toBe('#aa3333');
    expect(variables['--asp-font'].startsWith('"Open Sans", ')).toBe(true);
    expect(variables['--asp-radius']).toBe('6px');
  });

  it('puts the font’s metric-compatible local fallbacks between it and the system font', () => {
    const stack = themeVariables({ font: 'Open Sans' })['--asp-font'];
    expect(stack).toMatch(
      /^"Open Sans", "Open Sans Fallback: Arial", "Open Sans Fallback: Liberation Sans", "Open Sans Fallback: Roboto", "Open Sans Fallback: DejaVu Sans", system-ui/,
    );
    // A quote in a family name cannot end the CSS string early.
    expect(themeVariables({ font: 'Evil" Font' })['--asp-font'].startsWith('"Evil Font", "Evil Font Fallback: Arial"')).toBe(true);
  });
});
