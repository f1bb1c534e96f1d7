import { renderToStaticMarkup } from 'react-dom/server';
import { describedBy, TextField } from './fields';
import { TextAreaField } from './text-area-field';

const noop = () => undefined;

describe('field hints are read out with their field', () => {
  it("joins the error first, then the caller's ids and the hint", () => {
    expect(describedBy(undefined, null, null)).toBeUndefined();
    expect(describedBy('own', 'f-hint', null)).toBe('own f-hint');
    expect(describedBy(undefined, 'f-hint', 'f-error')).toBe('f-error f-hint');
    expect(describedBy('own', 'f-hint', 'f-error')).toBe('f-error own f-hint');
  });

  it('a text field links its error while there is one, and its hint', () => {
    const html = renderToStaticMarkup(
      <TextField
        id="f"
        label="Kennung"
        name="identifier"
        value=""
        onChange={noop}
        hint="Teil der Adresse"
        error="Dieser Wert sollte nicht leer sein."
      />,
    );
    expect(html).toContain('aria-describedby="f-error f-hint"');
    expect(html).toContain('<p id="f-hint" class="asp-field-hint">Teil der Adresse</p>');
    const plain = renderToStaticMarkup(<TextField id="g" label="Name" name="name" value="" onChange={noop} />);
    expect(plain).not.toContain('aria-describedby');
  });

  it('a textarea keeps an id the caller passes and adds its hint', () => {
    const html = renderToStaticMarkup(
      <TextAreaField id="t" label="Hinweis" name="closedMessage" value="" onChange={noop} hint="Wird angezeigt" aria-describedby="extra" />,
    );
    expect(html).toContain('aria-describedby="extra t-hint"');
  });
});
