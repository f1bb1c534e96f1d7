import type { Category } from '@asp/contracts';

/** 'Grill › Würste' for a sub category, so equal names under different parents stay apart. */
export function categoryLabel(category: Category, all: readonly Category[]): string {
  const parent = category.parent ? all.find((candidate) => candidate.id === category.parent) : undefined;
  return parent ? `${parent.name} › ${category.name}` : category.name;
}
