/** @jest-environment jsdom */
import { operationTexts } from '@asp/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorNotice } from './ErrorNotice';

describe('ErrorNotice', () => {
  it('announces the message and repeats the call on "Erneut versuchen"', () => {
    const onRetry = jest.fn();
    render(<ErrorNotice message="Die Filialen konnten nicht geladen werden." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Die Filialen konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the same request would be refused again', () => {
    render(<ErrorNotice message="Dieser Wert sollte nicht leer sein." />);
    expect(screen.getByRole('alert').textContent).toContain('Dieser Wert sollte nicht leer sein.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
