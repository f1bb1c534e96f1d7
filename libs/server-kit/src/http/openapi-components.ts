/** Every `#/components/schemas/<name>` reference inside a value. */
export function schemaRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefs(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
        found.add(child.slice('#/components/schemas/'.length));
      else schemaRefs(child, found);
    }
  }
  return found;
}

/**
 * Named zod schemas live in zod's one global registry, so every service's document would
 * list every service's components; keep those the paths reach (directly or through
 * other components).
 */
export function pruneUnusedSchemas<D extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } }>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const used = schemaRefs(document.paths);
  const queue = [...used];
  while (queue.length) {
    for (const name of schemaRefs(schemas[queue.pop()!])) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

type Operations = Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;

/** Security schemes no operation names (a service without staff routes) are left out. */
export function pruneUnusedSecuritySchemes<D extends { paths?: unknown; components?: { securitySchemes?: Record<string, unknown> } }>(
  document: D,
): D {
  const used = new Set<string>();
  for (const item of Object.values((document.paths ?? {}) as Operations)) {
    for (const operation of Object.values(item))
      for (const requirement of operation?.security ?? []) for (const name of Object.keys(requirement)) used.add(name);
  }
  const schemes = Object.entries(document.components?.securitySchemes ?? {}).filter(([name]) => used.has(name));
  const components = { ...document.components };
  if (schemes.length) components.securitySchemes = Object.fromEntries(schemes);
  else delete components.securitySchemes;
  return { ...document, components };
}
