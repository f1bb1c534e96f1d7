import * as facade from '@asp/web-kit/router';
import * as reactRouterDom from 'react-router-dom';

/**
 * The facade is react-router-dom itself, not a copy: tests render the apps' components
 * (which import the facade) inside react-router-dom's MemoryRouter / createMemoryRouter,
 * so both must hand out the same functions and the same contexts.
 */
describe('@asp/web-kit/router', () => {
  it('re-exports react-router-dom’s own objects', () => {
    const names = Object.keys(facade) as (keyof typeof facade)[];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => facade[name] !== reactRouterDom[name])).toEqual([]);
    expect(facade.UNSAFE_DataRouterContext).toBe(reactRouterDom.UNSAFE_DataRouterContext);
  });

  it('keeps the data router the shell and the standalone remotes need (useBlocker)', () => {
    expect(typeof facade.createBrowserRouter).toBe('function');
    expect(typeof facade.useBlocker).toBe('function');
  });
});
