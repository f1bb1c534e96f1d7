import { backofficeTexts, customersTexts as T, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { Link, useParams } from 'react-router-dom';
import { CustomerForm, CUSTOMERS_PATH } from './CustomerForm';
import { useCustomerQuery } from './customers-api';

export function CustomerCreatePage() {
  return (
    <section>
      <h1>{T.newTitle}</h1>
      <CustomerForm />
    </section>
  );
}

export function CustomerEditPage() {
  const customer = useCustomerQuery(Number(useParams().id));
  return (
    <section>
      <p>
        <Link to={CUSTOMERS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{T.editTitle}</h1>
      {customer.isError ? <ErrorNotice message={resourceError('customers', 'load')} onRetry={() => void customer.refetch()} /> : null}
      {customer.data ? <CustomerForm key={customer.data.id} customer={customer.data} /> : customer.isLoading ? <Loader /> : null}
    </section>
  );
}
