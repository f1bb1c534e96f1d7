import { resourceError, customersTexts as T } from '@asp/i18n';
import { ErrorNotice } from '@asp/web-kit';
import { RecordPage, useRecordFromUrl } from '../../ui/RecordPage';
import { CustomerForm, CUSTOMERS_PATH } from './CustomerForm';
import { useCustomerQuery } from './customers-api';

/** /backend/customers/new and /backend/customers/:id — a failed load is reported in place, with a retry. */
function CustomerPage() {
  const record = useRecordFromUrl(useCustomerQuery);
  return (
    <RecordPage
      record={record}
      title={{ create: T.newTitle, edit: T.editTitle }}
      backTo={CUSTOMERS_PATH}
      loadFailed={(retry) => <ErrorNotice message={resourceError('customers', 'load')} onRetry={retry} />}
    >
      {(customer) => <CustomerForm key={customer?.id ?? 'new'} customer={customer ?? undefined} />}
    </RecordPage>
  );
}

export const CustomerCreatePage = CustomerPage;
export const CustomerEditPage = CustomerPage;
