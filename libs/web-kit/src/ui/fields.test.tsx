/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CheckboxField, SelectField, TextField } from './fields';
import { TextAreaField } from './text-area-field';

const noop = () => undefined;

describe('form fields', () => {
  it('a text field is named by its label and described by its error first, then its hint', () => {
    render(
      <TextField
        label="Kennung"
        name="identifier"
        value=""
        onChange={noop}
        hint="Teil der Adresse"
        error="Dieser Wert sollte nicht leer sein."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Kennung' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The accessible description is what a screen reader reads after the name.
    expect(screen.getByRole('textbox', { description: 'Dieser Wert sollte nicht leer sein. Teil der Adresse' })).toBe(input);
  });

  it('a corrected field is valid again and keeps only its hint', () => {
    const { rerender } = render(
      <TextField label="Kennung" name="identifier" value="" onChange={noop} hint="Teil der Adresse" error="Pflichtfeld" />,
    );
    rerender(<TextField label="Kennung" name="identifier" value="konstanz" onChange={noop} hint="Teil der Adresse" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Kennung', description: 'Teil der Adresse' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Pflichtfeld')).toBeNull();
  });

  it('a text field hands typed text to onChange and shows what its owner keeps', () => {
    const seen: string[] = [];
    function Owner() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Name"
          name="name"
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next.toUpperCase());
          }}
        />
      );
    }
    render(<Owner />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: 'metzgerei' } });
    expect(seen).toEqual(['metzgerei']);
    expect(input.value).toBe('METZGEREI');
  });

  it("a textarea joins the caller's description with its own hint", () => {
    render(
      <>
        <p id="extra">Nur bei geschlossener Filiale</p>
        <TextAreaField label="Hinweis" name="closedMessage" value="" onChange={noop} hint="Wird angezeigt" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Hinweis', description: 'Nur bei geschlossener Filiale Wird angezeigt' })).toBeTruthy();
  });

  it('a checkbox reports its new state and is described by its error', () => {
    const onChange = jest.fn();
    render(<CheckboxField label="AGB gelesen" name="terms" checked={false} onChange={onChange} error="Bitte bestätigen Sie die AGB." />);
    const box = screen.getByRole('checkbox', { name: 'AGB gelesen', description: 'Bitte bestätigen Sie die AGB.' });
    fireEvent.click(box);
    expect(onChange.mock.calls[0][0]).toBe(true);
  });

  it('a select offers the placeholder first and reports the chosen value', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Filiale"
        name="branch"
        value=""
        placeholder="Bitte wählen"
        options={[
          { value: '1', label: 'Konstanz' },
          { value: '2', label: 'Bodman', disabled: true },
        ]}
        onChange={onChange}
        error="Bitte wählen Sie eine Filiale."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Filiale', description: 'Bitte wählen Sie eine Filiale.' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bitte wählen', 'Konstanz', 'Bodman']);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Bodman' }).disabled).toBe(true);
    fireEvent.change(select, { target: { value: '1' } });
    expect(onChange.mock.calls[0][0]).toBe('1');
  });
});
