/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, scriptFetch, withScriptedBackoffice, type ScriptedCall } from '../../layout/testing/scripted-backoffice';
import { BranchCreatePage } from './BranchFormPage';

withScriptedBackoffice();

/** A fieldset of the form by its legend. */
const group = (name: string, inside: HTMLElement = document.body) => within(inside).getByRole('group', { name });
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function answer(call: ScriptedCall) {
  if (call.url.startsWith('/api/tags')) return { body: { data: [{ id: 4, name: 'Partyservice' }] } };
  if (call.method === 'POST' && call.url === '/api/branches') {
    return {
      status: 422,
      body: { errors: [{ message: 'Dieser Wert sollte größer oder gleich 0 sein.', field: 'deliveryAreas[0].minimumOrderValue' }] },
    };
  }
  return undefined;
}

describe('branch form (KitForm, field arrays)', () => {
  test('a blank nested time is marked before sending; a server message lands on its nested field', async () => {
    const calls = scriptFetch(answer);
    renderScreen(<BranchCreatePage />, { path: '/backend/branches/new' });
    const form = await screen.findByTestId('branch-form');
    fireEvent.change(within(form).getByLabelText('Kennung'), { target: { value: 'singen' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Singen' } });
    // A new branch lies in Baden-Württemberg until someone picks another state.
    const state = within(form).getByLabelText('Bundesland (Feiertage)') as HTMLSelectElement;
    expect(state.value).toBe('BW');
    expect(within(state).getByRole('option', { name: 'Bayern' })).toBeTruthy();
    fireEvent.change(state, { target: { value: 'BY' } });

    // A new branch starts with seven rules; the second one loses its end time.
    const hours = group('Öffnungszeiten', form);
    const to = within(group('Regel 2', hours)).getByLabelText('Bis');
    fireEvent.change(to, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(to)).toBe('Dieser Wert sollte nicht leer sein.');
    expect(document.activeElement).toBe(to);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Typing there takes the mark away again.
    fireEvent.change(to, { target: { value: '17:00' } });
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBeNull());

    // A delivery area: the new row's first input gets the focus; amounts with the decimal comma.
    const areas = group('Liefergebiete', form);
    fireEvent.click(within(areas).getByRole('button', { name: 'Liefergebiet hinzufügen' }));
    const area = group('Liefergebiet 1', areas);
    await waitFor(() => expect(document.activeElement).toBe(within(area).getByLabelText('Gebiet')));
    fireEvent.change(within(area).getByLabelText('Gebiet'), { target: { value: '78224 Singen' } });
    fireEvent.change(within(area).getByLabelText('Liefergebühr'), { target: { value: '3,50' } });
    fireEvent.change(within(area).getByLabelText('Mindestbestellwert'), { target: { value: '-5' } });
    // The tag choices arrive with their own call.
    fireEvent.click(await within(group('Tags', form)).findByRole('checkbox', { name: 'Partyservice' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      identifier: 'singen',
      name: 'Singen',
      holidayState: 'BY',
      tags: [{ id: 4 }],
      deliveryAreas: [{ area: '78224 Singen', price: 3.5, minimumOrderValue: -5, freeFromOrderValue: null, free: false }],
    });
    expect((body.openingHours as Array<{ to: string }>)[1]?.to).toBe('17:00');

    const minimum = within(area).getByLabelText('Mindestbestellwert');
    await waitFor(() => expect(minimum.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(minimum)).toBe('Dieser Wert sollte größer oder gleich 0 sein.');
    expect(document.activeElement).toBe(minimum);
    expect(within(form).getByRole('alert').textContent).toBe('Bitte die markierten Felder prüfen.');
  });

  test('removing a rule moves the focus to the rule that took its place, after the last one to the add button', async () => {
    scriptFetch(answer);
    renderScreen(<BranchCreatePage />, { path: '/backend/branches/new' });
    const hours = group('Öffnungszeiten', await screen.findByTestId('branch-form'));
    fireEvent.click(within(hours).getByRole('button', { name: 'Regel 6 entfernen' }));
    await waitFor(() => expect(document.activeElement).toBe(within(group('Regel 6', hours)).getByLabelText('Gilt für')));
    // Sunday moved up into place 6; the last rule now is rule 6.
    fireEvent.click(within(hours).getByRole('button', { name: 'Regel 6 entfernen' }));
    await waitFor(() => expect(document.activeElement).toBe(within(hours).getByRole('button', { name: 'Regel hinzufügen' })));
    expect(within(hours).queryByRole('group', { name: 'Regel 6' })).toBeNull();
  });

  test('the week preview follows every change of a rule (type, times, closed)', async () => {
    scriptFetch(answer);
    renderScreen(<BranchCreatePage />, { path: '/backend/branches/new' });
    const hours = group('Öffnungszeiten', await screen.findByTestId('branch-form'));
    const previewText = () => screen.getByTestId('branch-openingHours-preview').textContent ?? '';
    expect(previewText()).toContain('Sonntaggeschlossen');
    // The first rule becomes a daily rule from 00:00 to 23:59: Monday to Sunday, except where later weekday rules overwrite.
    for (let rule = 7; rule >= 2; rule--) fireEvent.click(within(hours).getByRole('button', { name: `Regel ${rule} entfernen` }));
    const first = group('Regel 1', hours);
    fireEvent.change(within(first).getByLabelText('Gilt für'), { target: { value: 'daily' } });
    fireEvent.change(within(first).getByLabelText('Von'), { target: { value: '00:00' } });
    fireEvent.change(within(first).getByLabelText('Bis'), { target: { value: '23:59' } });
    await waitFor(() => expect(previewText()).toBe('Montag - Sonntag00:00 - 23:59 Uhr'));
  });
});
