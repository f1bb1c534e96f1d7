import { z } from 'zod';
import {
  branchInputSchema,
  configInputSchema,
  departmentInputSchema,
  divisionInputSchema,
  donateeInputSchema,
  htmlTextSchema,
  productInputSchema,
} from '@asp/contracts';
import { RICH_TEXT_FIELDS } from '../src/rich-text-fields';
import { minimal, startCatalog, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

/** Everything a hostile or careless editor could send; the storefront renders the stored HTML. */
const hostile =
  '<p>Unser <strong>Stammhaus</strong><script>alert("x")</script></p>' +
  '<img src="x" onerror="alert(1)"><p onmouseover="alert(2)" style="color:red">Altstadt</p>' +
  '<a href="javascript:alert(3)">klick</a><iframe src="https://evil.example"></iframe>';
const stripped = '<p>Unser <strong>Stammhaus</strong></p><p>Altstadt</p><a>klick</a>';

/** The markup the back office's editor produces survives unchanged. */
const allowed =
  '<h2>Über uns</h2><p><em>Seit</em> 1901<br />in <u>Konstanz</u></p><ul><li>Wurst</li></ul><ol><li>Schinken</li></ol>' +
  '<blockquote><p>Gut</p></blockquote><p><a href="https://example.de" target="_blank" rel="noopener noreferrer nofollow">Web</a></p>';

test('a branch description is stored sanitised on create and on update; allowed markup survives', async () => {
  const created = await h.create('/api/branches', { ...minimal.branch('html'), description: hostile });
  expect(created.description).toBe(stripped);
  const read = await h.call({ method: 'GET', url: `/api/branches/${created.id}` });
  expect(read.json().data.description).toBe(stripped);

  const updated = await h.call({
    method: 'PUT',
    url: `/api/branches/${created.id}`,
    headers: h.admin,
    payload: { ...minimal.branch('html'), description: allowed },
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.json().data.description).toBe(allowed);
});

test('the stored event carries the sanitised text, never the hostile one', async () => {
  await h.create('/api/branches', { ...minimal.branch('html-event'), description: hostile });
  const rows = JSON.stringify(await h.outbox());
  expect(rows).not.toContain('<script');
  expect(rows).not.toContain('onerror');
});

test('product description, allergens and content allergens are sanitised', async () => {
  const product = await h.create('/api/products', {
    ...minimal.product(),
    description: hostile,
    allergens: '<b>Senf</b><script>x</script>',
    content: { allergens: '<i>Sellerie</i><iframe src="x"></iframe>' },
  });
  expect(product).toMatchObject({ description: stripped, allergens: '<strong>Senf</strong>' });
  expect((product as unknown as { content: { allergens: string } }).content.allergens).toBe('<em>Sellerie</em>');
});

test('the config legal texts are stored sanitised; plain fields are untouched', async () => {
  const current = (await h.call({ method: 'GET', url: '/api/config' })).json().data;
  const response = await h.call({
    method: 'POST',
    url: '/api/config',
    headers: h.admin,
    payload: { ...current, imprintText: hostile, privacyPolicyText: allowed, shopName: 'Metzgerei <Muster>' },
  });
  expect(response.statusCode).toBe(200);
  const saved = (await h.call({ method: 'GET', url: '/api/config' })).json().data;
  expect(saved).toMatchObject({ imprintText: stripped, privacyPolicyText: allowed, shopName: 'Metzgerei <Muster>' });
});

/** Dotted paths of every field declared with the contracts' htmlTextSchema. */
function htmlFieldsOf(schema: z.ZodType, prefix = ''): string[] {
  if (schema === htmlTextSchema) return [prefix];
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return htmlFieldsOf(schema.unwrap() as z.ZodType, prefix);
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape).flatMap(([key, field]) => htmlFieldsOf(field as z.ZodType, prefix ? `${prefix}.${key}` : key));
  return [];
}

test.each([
  ['branches', branchInputSchema],
  ['products', productInputSchema],
  ['divisions', divisionInputSchema],
  ['donatees', donateeInputSchema],
  ['departments', departmentInputSchema],
  ['config', configInputSchema],
] as const)('every HTML field of %s is in RICH_TEXT_FIELDS', (resource, schema) => {
  expect([...RICH_TEXT_FIELDS[resource]].sort()).toEqual(htmlFieldsOf(schema).sort());
});
