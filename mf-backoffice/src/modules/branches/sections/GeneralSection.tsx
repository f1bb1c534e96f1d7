import { backofficeBranchTexts } from '@asp/i18n';
import { ErrorNotice, FieldError, RichTextEditor, SelectField, TextField } from '@asp/web-kit';
import { useId } from 'react';
import { useDivisionListQuery } from '../../divisions/divisions-api';
import { useTagListQuery } from '../../tags/tags-api';
import type { SectionProps } from './section-props';

/** Division, identifier, name and description. */
export function GeneralSection({ values, errors, disabled, set }: SectionProps) {
  const divisions = useDivisionListQuery();
  const options = (divisions.data ?? []).map((division) => ({ value: String(division.id), label: division.name }));
  // A division the list does not (yet) hold still shows as chosen.
  if (values.division && !options.some((option) => option.value === values.division))
    options.push({ value: values.division, label: `#${values.division}` });
  return (
    <fieldset disabled={disabled}>
      <legend>{backofficeBranchTexts.sectionGeneral}</legend>
      {divisions.isError ? (
        <ErrorNotice message={backofficeBranchTexts.optionsLoadFailed} onRetry={() => void divisions.refetch()} />
      ) : null}
      <SelectField
        label={backofficeBranchTexts.division}
        name="division"
        value={values.division}
        options={options}
        placeholder={backofficeBranchTexts.noDivision}
        error={errors.division}
        onChange={(value) => set('division', value)}
      />
      <TextField
        label={backofficeBranchTexts.identifier}
        name="identifier"
        value={values.identifier}
        error={errors.identifier}
        required
        hint={backofficeBranchTexts.identifierHint}
        onChange={(value) => set('identifier', value)}
      />
      <TextField
        label={backofficeBranchTexts.name}
        name="name"
        value={values.name}
        error={errors.name}
        required
        onChange={(value) => set('name', value)}
      />
      {/* Rich text: staff edit formatted text; the catalog service stores it sanitised. */}
      <RichTextEditor
        label={backofficeBranchTexts.description}
        name="description"
        value={values.description}
        error={errors.description}
        disabled={disabled}
        onChange={(value) => set('description', value)}
      />
    </fieldset>
  );
}

/** Search words and tags: what the public branch list searches and filters by (storefront.md §2.5). */
export function SearchSection({ values, errors, disabled, set, clearErrors }: SectionProps) {
  const tags = useTagListQuery();
  const tagErrorId = useId();
  function toggle(id: number, checked: boolean) {
    set('tags', checked ? [...values.tags.filter((tag) => tag !== id), id] : values.tags.filter((tag) => tag !== id));
    clearErrors('tags');
  }
  return (
    <fieldset disabled={disabled}>
      <legend>{backofficeBranchTexts.sectionSearch}</legend>
      <TextField
        label={backofficeBranchTexts.keywords}
        name="keywords"
        value={values.keywords}
        error={errors.keywords}
        hint={backofficeBranchTexts.keywordsHint}
        onChange={(value) => set('keywords', value)}
      />
      <fieldset className="asp-backoffice-choices" aria-describedby={errors.tags ? tagErrorId : undefined} data-testid="branch-tags">
        <legend>{backofficeBranchTexts.tags}</legend>
        {tags.isError ? <ErrorNotice message={backofficeBranchTexts.optionsLoadFailed} onRetry={() => void tags.refetch()} /> : null}
        {tags.data?.length === 0 ? <p>{backofficeBranchTexts.noTags}</p> : null}
        {tags.data?.map((tag) => (
          <label key={tag.id} className="asp-backoffice-choice">
            <input
              type="checkbox"
              name="tags"
              value={tag.id}
              checked={values.tags.includes(tag.id)}
              aria-invalid={errors.tags ? true : undefined}
              onChange={(event) => toggle(tag.id, event.target.checked)}
            />
            {tag.name}
          </label>
        ))}
        <FieldError id={tagErrorId} message={errors.tags} />
      </fieldset>
    </fieldset>
  );
}
