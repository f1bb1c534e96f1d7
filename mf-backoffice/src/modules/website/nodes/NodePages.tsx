import { nodeInputSchema, nodeTypeSchema, type ContentNode, type NodeType } from '@asp/contracts';
import { backofficeTexts, backofficeWebsiteTexts as t, kitTexts, resourceNouns } from '@asp/i18n';
import {
  FormCheckboxField,
  FormSelectField,
  FormTextField,
  KitForm,
  ResourceTable,
  SelectField,
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
import { ContentFields } from '../fields/ContentFields';
import { ContentErrorsProvider } from '../fields/field-errors';
import { emptyContent, type ContentValue } from '../fields/field-definitions';
import { nodeDefinitions } from '../fields/node-definitions';
import { NODES_PATH, recordPath } from '../paths';
import {
  useContentNodePageQuery,
  useContentNodeQuery,
  useCreateContentNodeMutation,
  useRemoveContentNodeMutation,
  useUpdateContentNodeMutation,
} from '../website-api';
import styles from '../website.module.css';

const NODE_TYPES = nodeTypeSchema.options;
const typeOptions = NODE_TYPES.map((type) => ({ value: type, label: t.nodeTypes[type] }));
const nameOf = (node: ContentNode) => (typeof node.content.name === 'string' && node.content.name ? node.content.name : node.identifier);

const columns: ColumnDef<ContentNode>[] = [
  {
    id: 'identifier',
    header: t.nodes.identifier,
    enableSorting: true,
    cell: ({ row }) => <Link to={recordPath(NODES_PATH, row.original.id)}>{row.original.identifier}</Link>,
  },
  { id: 'name', header: t.nodes.name, enableSorting: false, cell: ({ row }) => nameOf(row.original) },
  { id: 'type', header: t.nodes.type, enableSorting: false, cell: ({ row }) => t.nodeTypes[row.original.type] },
  {
    id: 'isPublic',
    header: t.nodes.isPublic,
    enableSorting: false,
    cell: ({ row }) => (row.original.isPublic ? backofficeTexts.yes : backofficeTexts.no),
  },
];

/** /backend/nodes: animals, news, jobs, forms, popups, main and sub categories (website.md §3), filtered by type in SQL. */
export function NodeListPage() {
  const list = useListState({ pageSize: 25, sort: 'identifier' });
  const page = useContentNodePageQuery(list.search);
  const [removeNode] = useRemoveContentNodeMutation();
  const rowDelete = useRowDelete<ContentNode>({ noun: resourceNouns.nodes.one, nameOf, remove: (id) => removeNode(id).unwrap() });
  return (
    <section>
      <ListHeader title={t.nodes.listTitle} createTo={recordPath(NODES_PATH, 'new')} />
      <ListFilters>
        <TextField type="search" label={kitTexts.search} name="q" value={list.filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
        <SelectField
          label={t.nodes.type}
          name="type"
          value={list.filters.type ?? ''}
          placeholder={t.nodes.allTypes}
          options={typeOptions}
          onChange={(type) => list.setFilter('type', type)}
        />
      </ListFilters>
      <ResourceTable<ContentNode>
        testId="node-table"
        label={t.nodes.listTitle}
        columns={[...columns, rowDelete.column]}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(node) => String(node.id)}
        columnChoiceKey="nodes"
        bulkDelete={{ resource: 'nodes', remove: (id) => removeNode(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}

/** /backend/nodes/new and /backend/nodes/:id: the content form follows the node type (a form node gets its field builder). */
export function NodeFormPage() {
  const record = useRecordFromUrl(useContentNodeQuery);
  return (
    <RecordPage record={record} title={{ create: t.nodes.createTitle, edit: t.nodes.editTitle }} className={styles.page}>
      {(node) => <NodeForm key={node?.id ?? 'new'} node={node} />}
    </RecordPage>
  );
}

function NodeForm({ node }: { node: ContentNode | null }) {
  const [createNode] = useCreateContentNodeMutation();
  const [updateNode] = useUpdateContentNodeMutation();
  const save = useSaveRecord({ original: node, create: createNode, update: updateNode, after: NODES_PATH });
  const [removeNode] = useRemoveContentNodeMutation();
  const form = useKitForm(nodeInputSchema, {
    defaultValues: {
      identifier: node?.identifier ?? '',
      type: node?.type ?? 'animal',
      isPublic: node?.isPublic ?? true,
      content: node?.content ?? emptyContent(nodeDefinitions.animal),
    },
  });
  const content = useController({ control: form.control, name: 'content' });
  const type: NodeType = form.watch('type');
  // Another type means other fields: the content starts empty for it.
  const shownType = useRef(type);
  const { onChange: setContent } = content.field;
  useEffect(() => {
    if (type === shownType.current) return;
    shownType.current = type;
    setContent(emptyContent(nodeDefinitions[type] ?? []));
  }, [type, setContent]);
  return (
    <KitForm
      form={form}
      testId="node-form"
      serverFieldPrefixes={['content']}
      cancelTo={NODES_PATH}
      onSubmit={save}
      actions={
        node ? (
          <DeleteRecordButton
            name={nameOf(node)}
            noun={resourceNouns.nodes.one}
            remove={() => removeNode(node.id).unwrap()}
            after={NODES_PATH}
          />
        ) : null
      }
    >
      <div className={styles.row}>
        <FormTextField form={form} name="identifier" label={t.nodes.identifier} />
        <FormSelectField form={form} name="type" label={t.nodes.type} options={typeOptions} />
      </div>
      <FormCheckboxField form={form} name="isPublic" label={t.nodes.isPublic} />
      <ContentErrorsProvider errors={form.formState.errors}>
        <ContentFields
          fields={nodeDefinitions[type] ?? []}
          path="content"
          value={(content.field.value ?? {}) as ContentValue}
          onChange={(next) => content.field.onChange(next)}
        />
      </ContentErrorsProvider>
    </KitForm>
  );
}
