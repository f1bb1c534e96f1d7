import type { Customer } from '@asp/contracts';
import { backofficeTexts, customersTexts as T, resourceError } from '@asp/i18n';
import { ErrorNotice, ResourceTable, SelectField, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { countryOptions, CUSTOMERS_PATH } from './CustomerForm';
import { customerName } from './customer-form-schema';
import { useCustomerPageQuery, useRemoveCustomerMutation } from './customers-api';

const columns: ColumnDef<Customer>[] = [
  {
    id: 'lastName',
    header: T.name,
    enableSorting: true,
    cell: ({ row }) => <Link to={`${CUSTOMERS_PATH}/${row.original.id}`}>{customerName(row.original) || `#${row.original.id}`}</Link>,
  },
  { id: 'email', header: T.email, enableSorting: true, cell: ({ row }) => row.original.email ?? '' },
  { id: 'phone', header: T.phone, enableSorting: false, cell: ({ row }) => row.original.phone },
  {
    id: 'city',
    header: T.city,
    enableSorting: true,
    cell: ({ row }) => [row.original.zipCode, row.original.city].filter(Boolean).join(' '),
  },
  { id: 'country', header: T.country, enableSorting: false, cell: ({ row }) => row.original.country },
];

/**
 * /backend/customers: the filtered list (search, city, country), sorted and paged by the
 * identity service. A failed load is not swallowed (document 1 §4): the call passes it on and
 * this page shows it in place, with a retry of the same call.
 */
export function CustomerListPage() {
  const list = useListState({ pageSize: 25, sort: 'lastName' });
  const page = useCustomerPageQuery(list.search);
  const [remove] = useRemoveCustomerMutation();
  return (
    <section>
      <h1>{T.title}</h1>
      <p>
        <Link to={`${CUSTOMERS_PATH}/new`} data-testid="customer-create">
          {backofficeTexts.create}
        </Link>
      </p>
      <div className="asp-list-filters" role="search">
        <TextField label={T.search} name="q" value={list.filters.q ?? ''} onChange={(value) => list.setFilter('q', value)} />
        <TextField label={T.city} name="city" value={list.filters.city ?? ''} onChange={(value) => list.setFilter('city', value)} />
        <SelectField
          label={T.country}
          name="country"
          value={list.filters.country ?? ''}
          placeholder={T.anyCountry}
          options={countryOptions}
          onChange={(value) => list.setFilter('country', value)}
        />
      </div>
      {page.isError ? (
        <div data-testid="customer-list-error">
          <ErrorNotice message={resourceError('customers', 'load')} onRetry={() => void page.refetch()} />
        </div>
      ) : null}
      <ResourceTable<Customer>
        testId="customer-table"
        label={T.title}
        columns={columns}
        page={page.isError ? undefined : page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(customer) => String(customer.id)}
        columnChoiceKey="customers"
        bulkDelete={{ resource: 'customers', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}
