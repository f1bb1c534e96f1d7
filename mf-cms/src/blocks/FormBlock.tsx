import { publicNode, useWebsite } from '../content-context';
import { FormView } from '../form/FormView';
import { asValue, type Value } from './block-values';

/** form (website.md §2): shows the referenced public form node (`form: { id }` or `form: id`). */
export function FormBlock({ value }: { value: Value }) {
  const { nodes } = useWebsite();
  const reference = asValue(value).form ?? asValue(value).id;
  const form = publicNode(nodes, reference, 'form');
  return form ? <FormView form={form} /> : null;
}
