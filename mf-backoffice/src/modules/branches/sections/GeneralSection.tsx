import { backofficeBranchTexts } from '@asp/i18n';
import { ErrorNotice, FieldError, FormRichTextField, FormSelectField } from '@asp/web-kit';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useDivisionListQuery } from '../../divisions/divisions-api';
import { useTagListQuery } from '../../tags/tags-api';
import { BranchTextField } from './BranchTextField';
import type { SectionProps } from './section-props';

/** Division, identifier, name and description. */
export function GeneralSection({ form }: SectionProps) {
  const divisions = useDivisionListQuery();
  const division = form.watch('division');
  const options = (divisions.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));
  // A division the list does not (yet) hold still shows as chosen.
  if (division && !options.some((option) => option.value === division)) options.push({ value: division, label: `#${division}` });
  return (
    <fieldset>
      <legend>{backofficeBranchTexts.sectionGeneral}</legend>
      {divisions.isError ? (
        <ErrorNotice message={backofficeBranchTexts.optionsLoadFailed} onRetry={() => void divisions.refetch()} />
      ) : null}
      <FormSelectField
        form={form}
        name="division"
        label={backofficeBranchTexts.division}
        options={options}
        placeholder={backofficeBranchTexts.noDivision}
      />
      <BranchTextField
        form={form}
        name="identifier"
        label={backofficeBranchTexts.identifier}
        required
        hint={backofficeBranchTexts.identifierHint}
      />
      <BranchTextField form={form} name="name" label={backofficeBranchTexts.name} required />
      {/* Rich text: staff edit formatted text; the catalog service stores it sanitised. */}
      <FormRichTextField form={form} name="description" label={backofficeBranchTexts.description} />
    </fieldset>
  );
}

/** Search words and tags: what the public branch list searches and filters by (storefront.md §2.5). */
export function SearchSection({ form }: SectionProps) {
  const tags = useTagListQuery();
  const tagErrorId = useId();
  const { field, fieldState } = useController({ control: form.control, name: 'tags' });
  const chosen = field.value;
  const error = fieldState.error?.message ?? null;
  function toggle(id: number, checked: boolean) {
    field.onChange(checked ? [...chosen.filter((tag) => tag !== id), id] : chosen.filter((tag) => tag !== id));
  }
  return (
    <fieldset>
      <legend>{backofficeBranchTexts.sectionSearch}</legend>
      <BranchTextField form={form} name="keywords" label={backofficeBranchTexts.keywords} hint={backofficeBranchTexts.keywordsHint} />
      <fieldset className="asp-backoffice-choices" aria-describedby={error ? tagErrorId : undefined} data-testid="branch-tags">
        <legend>{backofficeBranchTexts.tags}</legend>
        {tags.isError ? <ErrorNotice message={backofficeBranchTexts.optionsLoadFailed} onRetry={() => void tags.refetch()} /> : null}
        {tags.data?.length === 0 ? <p>{backofficeBranchTexts.noTags}</p> : null}
        {tags.data?.map((tag, index) => (
          <label key={tag.id} className="asp-backoffice-choice">
            <input
              // The first box takes the focus when a server message marks the tags.
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name="tags"
              value={tag.id}
              checked={chosen.includes(tag.id)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(tag.id, event.target.checked)}
              onBlur={field.onBlur}
            />
            {tag.name}
          </label>
        ))}
        <FieldError id={tagErrorId} message={error} />
      </fieldset>
    </fieldset>
  );
}
