import { asValue } from './block-values';
import { blockComponent } from './registry';

/**
 * A page body (website.md §2): each block by its type; a type this website does not know
 * is left out rather than breaking the page (the builder may know newer types).
 */
export function BlockList({ body }: { body: unknown }) {
  const blocks = Array.isArray(body) ? body.map(asValue) : [];
  return (
    <>
      {blocks.map((block, index) => {
        const type = typeof block.type === 'string' ? block.type : '';
        const Component = blockComponent(type);
        if (!Component) return null;
        return (
          <section key={index} className={`cms-block cms-block--${type}`} data-block-type={type} data-testid={`block-${type}`}>
            <Component value={asValue(block.value)} />
          </section>
        );
      })}
    </>
  );
}
