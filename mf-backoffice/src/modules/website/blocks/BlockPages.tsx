import { blockInputSchema, type Block } from '@asp/contracts';
import { backofficeTexts, backofficeWebsiteTexts as t, kitTexts, resourceNouns } from '@asp/i18n';
import {
  FormCheckboxField,
  FormSelectField,
  FormTextField,
  KitForm,
  ResourceTable,
  TextField,
  useKitForm,
  useListState,
  type ColumnDef,
} from '@asp/web-kit';
import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { Link } from '@asp/web-kit/router';
import { DeleteRecordButton } from '../../catalog-parts/DeleteRecordButton';
import { ListFilters, ListHeader } from '../../catalog-parts/ListHeader';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../../ui/RecordPage';
import { useRowDelete } from '../../catalog-parts/row-delete';
import { blockDefinitions, blockTypeOptions, isBlockType } from '../fields/block-definitions';
import { ContentFields } from '../fields/ContentFields';
import { ContentErrorsProvider } from '../fields/field-errors';
import { emptyContent, type ContentValue } from '../fields/field-definitions';
import { BLOCKS_PATH, recordPath } from '../paths';
import { useBlockPageQuery, useBlockQuery, useCreateBlockMutation, useRemoveBlockMutation, useUpdateBlockMutation } from '../website-api';
import styles from '../website.module.css';

const typeName = (type: string) => (isBlockType(type) ? t.blockTypes[type] : type);
const columns: ColumnDef<Block>[] = [
  {
    id: 'identifier',
    header: t.blocks.identifier,
    enableSorting: true,
    cell: ({ row }) => <Link to={recordPath(BLOCKS_PATH, row.original.id)}>{row.original.identifier}</Link>,
  },
  { id: 'name', header: t.blocks.name, enableSorting: true, cell: ({ row }) => row.original.name },
  { id: 'type', header: t.blocks.type, enableSorting: false, cell: ({ row }) => typeName(row.original.type) },
  {
    id: 'isPublic',
    header: t.blocks.isPublic,
    enableSorting: false,
    cell: ({ row }) => (row.original.isPublic ? backofficeTexts.yes : backofficeTexts.no),
  },
];

/** /backend/blocks: reusable content blocks (document 1 §3 "blocks (identifier)"), filtered by type in SQL. */
export function BlockListPage() {
  const list = useListState({ pageSize: 25, sort: 'identifier' });
  const page = useBlockPageQuery(list.search);
  const [removeBlock] = useRemoveBlockMutation();
  const rowDelete = useRowDelete<Block>({
    noun: resourceNouns.blocks.one,
    nameOf: (block) => block.name,
    remove: (id) => removeBlock(id).unwrap(),
  });
  return (
    <section>
      <ListHeader title={t.blocks.listTitle} createTo={recordPath(BLOCKS_PATH, 'new')} />
      <ListFilters>
        <TextField type="search" label={kitTexts.search} name="q" value={list.filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
      </ListFilters>
      <ResourceTable<Block>
        testId="block-table"
        label={t.blocks.listTitle}
        columns={[...columns, rowDelete.column]}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(block) => String(block.id)}
        columnChoiceKey="blocks"
        bulkDelete={{ resource: 'blocks', remove: (id) => removeBlock(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}

/** /backend/blocks/new and /backend/blocks/:id: the content form is generated from the block type's fields. */
export function BlockFormPage() {
  const record = useRecordFromUrl(useBlockQuery);
  return (
    <RecordPage record={record} title={{ create: t.blocks.createTitle, edit: t.blocks.editTitle }} className={styles.page}>
      {(block) => <BlockForm key={block?.id ?? 'new'} block={block} />}
    </RecordPage>
  );
}

function BlockForm({ block }: { block: Block | null }) {
  const [createBlock] = useCreateBlockMutation();
  const [updateBlock] = useUpdateBlockMutation();
  const save = useSaveRecord({ original: block, create: createBlock, update: updateBlock, after: BLOCKS_PATH });
  const [removeBlock] = useRemoveBlockMutation();
  const form = useKitForm(blockInputSchema, {
    defaultValues: {
      identifier: block?.identifier ?? '',
      name: block?.name ?? '',
      type: block?.type ?? blockTypeOptions[0].value,
      isPublic: block?.isPublic ?? true,
      content: block?.content ?? emptyContent(blockDefinitions[blockTypeOptions[0].value]),
    },
  });
  const content = useController({ control: form.control, name: 'content' });
  const type = form.watch('type');
  // Another type means other fields: the content starts empty for it (the old type's values would only linger).
  const shownType = useRef(type);
  const { onChange: setContent } = content.field;
  useEffect(() => {
    if (type === shownType.current) return;
    shownType.current = type;
    setContent(isBlockType(type) ? emptyContent(blockDefinitions[type]) : {});
  }, [type, setContent]);
  return (
    <KitForm
      form={form}
      testId="block-form"
      serverFieldPrefixes={['content']}
      cancelTo={BLOCKS_PATH}
      onSubmit={save}
      actions={
        block ? (
          <DeleteRecordButton
            name={block.name}
            noun={resourceNouns.blocks.one}
            remove={() => removeBlock(block.id).unwrap()}
            after={BLOCKS_PATH}
          />
        ) : null
      }
    >
      <div className={styles.row}>
        <FormTextField form={form} name="identifier" label={t.blocks.identifier} />
        <FormTextField form={form} name="name" label={t.blocks.name} />
        <FormSelectField form={form} name="type" label={t.blocks.type} options={blockTypeOptions} />
      </div>
      <FormCheckboxField form={form} name="isPublic" label={t.blocks.isPublic} />
      {isBlockType(type) ? (
        <ContentErrorsProvider errors={form.formState.errors}>
          <ContentFields
            fields={blockDefinitions[type]}
            path="content"
            value={(content.field.value ?? {}) as ContentValue}
            onChange={(next) => content.field.onChange(next)}
          />
        </ContentErrorsProvider>
      ) : null}
    </KitForm>
  );
}
