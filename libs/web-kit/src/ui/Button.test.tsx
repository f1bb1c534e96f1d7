/** @jest-environment jsdom */
// Component tests render into jsdom (this docblock); the rest of web-kit's tests run in Node.
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';

describe('Button', () => {
  it('does not submit the form it sits in unless asked to', () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Abbrechen</Button>
        <Button type="submit">Speichern</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("is themed, keeps the caller's class and passes clicks on; a disabled one does not", () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button variant="secondary" className="extra" onClick={onClick}>
        Weiter
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button.className.split(' ')).toEqual(['asp-button', 'asp-button--secondary', 'extra']);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button disabled onClick={onClick}>
        Weiter
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
