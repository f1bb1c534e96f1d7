import { createContext, useContext, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';

/**
 * The page form's error tree (react-hook-form's `formState.errors`) for the generated content
 * fields. The content is one controlled value, so its inputs are not registered fields: a
 * server message put on 'content.body.2.value.items.0.label' (applyServerErrors) is found
 * here by the input of that path, and a tab, a collection or a block card can tell that
 * something below it is wrong.
 */
const ContentErrorsContext = createContext<object>({});

export function ContentErrorsProvider({ errors, children }: { errors: FieldErrors; children: ReactNode }) {
  return <ContentErrorsContext.Provider value={errors}>{children}</ContentErrorsContext.Provider>;
}

function nodeAt(tree: object, path: string): unknown {
  let current: unknown = tree;
  for (const segment of path.split('.')) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const messageOf = (node: unknown): string | null =>
  node && typeof node === 'object' && typeof (node as { message?: unknown }).message === 'string'
    ? (node as { message: string }).message
    : null;

/** Whether the error tree holds a message at or below this node (react-hook-form's `ref` is not followed). */
function holdsMessage(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (messageOf(node)) return true;
  return Object.entries(node).some(([key, child]) => key !== 'ref' && holdsMessage(child));
}

/** The message of the field at this dotted path ('content.body.2.value.title'), if any. */
export function useFieldError(path: string): string | null {
  return messageOf(nodeAt(useContext(ContentErrorsContext), path));
}

/** Whether any field at or below a path has a message (a tab's fields, a block of the body). */
export function useErrorCheck(): (path: string) => boolean {
  const tree = useContext(ContentErrorsContext);
  return (path) => holdsMessage(nodeAt(tree, path));
}

/** The messages of a value with parts (a link): `at()` is the value's own, `at('label')` its label's. */
export function useErrorsAt(path: string): (part?: string) => string | null {
  const tree = useContext(ContentErrorsContext);
  return (part) => messageOf(nodeAt(tree, part ? `${path}.${part}` : path));
}
