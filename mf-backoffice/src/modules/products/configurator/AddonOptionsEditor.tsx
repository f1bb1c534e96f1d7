import { UNIT_CODES, type Product } from '@asp/contracts';
import { addonFromProduct, addonWithoutProduct, formatPrice, newAddonOption, unitLabel, type StepProblem } from '@asp/domain';
import { backofficeConfiguratorTexts as texts, fill, shopTexts } from '@asp/i18n';
import { Button, FormNumberField, FormSelectField, FormTextField, SelectField, TextField } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ProductForm } from './builder-fields';
import { useConfiguratorProductChoicesQuery } from './configurator-api';
import { ProblemList } from './ProblemList';
import { useShopCurrency } from './shop-currency';
import styles from './ConfiguratorBuilder.module.css';

const unitOptions = UNIT_CODES.map((unit) => ({ value: unit, label: unitLabel(unit) }));
const OWN_PRICE = '';

const productLabel = (product: Partial<Pick<Product, 'name'>> & Pick<Product, 'price' | 'unit'>, currency: string) =>
  `${product.name ?? ''} (${fill(shopTexts.unitPrice, { price: formatPrice(product.price, 'fixed', currency), unit: unitLabel(product.unit) })})`;

/**
 * The options of an addons step (storefront.md §3 "Addon option": name, price, unit, and
 * an item with amount, unit, product): each adds a product from the product list (its
 * price and unit then count, §9) or an extra with its own price per unit, and says how
 * much one click on + adds. The product list is searched by name.
 */
export function AddonOptionsEditor({ form, step, problems }: { form: ProductForm; step: number; problems: StepProblem[] }) {
  const path = `config.parts.${step}.options` as const;
  const { fields, append, remove, update } = useFieldArray({ control: form.control, name: path });
  const options = useWatch({ control: form.control, name: path }) ?? [];
  const products = useConfiguratorProductChoicesQuery().data;
  const currency = useShopCurrency();
  const [search, setSearch] = useState('');
  const choices = useMemo(() => {
    const words = search.trim().toLocaleLowerCase('de-DE');
    const sorted = [...(products ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'de-DE'));
    return sorted.filter((product) => !words || product.name.toLocaleLowerCase('de-DE').includes(words));
  }, [products, search]);

  function chooseProduct(index: number, id: string) {
    const current = form.getValues(`${path}.${index}`);
    if (!current) return;
    const product = (products ?? []).find((candidate) => String(candidate.id) === id);
    update(index, product ? addonFromProduct(product, current) : addonWithoutProduct(current));
  }

  return (
    <fieldset className={styles.options} data-testid="configurator-addon-options">
      <legend>{texts.addons}</legend>
      <TextField type="search" label={texts.addonSearch} name={`${path}-search`} value={search} onChange={setSearch} />
      {search.trim() && choices.length === 0 ? <p className={styles.empty}>{texts.addonNoMatch}</p> : null}
      {fields.length === 0 ? <p className={styles.empty}>{texts.noOptions}</p> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        const chosen = options[index]?.item?.product ?? null;
        const listed = chosen && !choices.some((product) => product.id === chosen.id) ? [chosen, ...choices] : choices;
        const productOptions = listed.map((product) => ({ value: String(product.id), label: productLabel(product, currency) }));
        return (
          <fieldset key={field.id} className={styles.option} data-testid="configurator-addon-editor">
            <legend>{fill(texts.addonHeading, { number })}</legend>
            <SelectField
              label={texts.addonProduct}
              name={`${path}.${index}.item.product`}
              value={chosen ? String(chosen.id) : OWN_PRICE}
              options={[{ value: OWN_PRICE, label: texts.addonOwnPrice }, ...productOptions]}
              onChange={(id) => chooseProduct(index, id)}
            />
            <FormTextField form={form} name={`${path}.${index}.name`} label={texts.addonName} />
            {chosen ? null : (
              <>
                <FormNumberField form={form} name={`${path}.${index}.price`} label={texts.addonPrice} step="0.01" min={0} empty={null} />
                <FormSelectField form={form} name={`${path}.${index}.unit`} label={texts.addonUnit} options={unitOptions} />
              </>
            )}
            <FormNumberField
              form={form}
              name={`${path}.${index}.item.amount`}
              label={texts.addonAmount}
              hint={texts.addonAmountHint}
              step="any"
              min={0}
              empty={null}
            />
            <ProblemList problems={problems.filter((problem) => problem.field.startsWith(`options.${index}.`))} />
            <Button variant="secondary" onClick={() => remove(index)} aria-label={fill(texts.removeAddon, { number })}>
              {texts.remove}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => append(newAddonOption(), { focusName: `${path}.${fields.length}.name` })}>
        {texts.addAddon}
      </Button>
    </fieldset>
  );
}
