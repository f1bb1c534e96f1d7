import { backofficeBranchTexts, backofficeTexts, validationTexts } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { Link, useParams } from 'react-router-dom';
import { BranchForm, LIST_PATH } from './BranchForm';
import { useBranchQuery } from './branches-api';

/** /backend/branches/new */
export function BranchCreatePage() {
  return (
    <section className="asp-backoffice-page">
      <p>
        <Link to={LIST_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{backofficeBranchTexts.createTitle}</h1>
      <BranchForm />
    </section>
  );
}

/** /backend/branches/:id — loads the record fresh, so the form never edits a stale copy. */
export function BranchEditPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const branch = useBranchQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });

  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  // A failed load is the layout's notice, with its retry.
  else if (branch.isError) content = null;
  else if (!branch.data || branch.isFetching) content = <Loader />;
  else content = <BranchForm key={branch.data.id} original={branch.data} />;

  return (
    <section className="asp-backoffice-page">
      <p>
        <Link to={LIST_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{backofficeBranchTexts.editTitle}</h1>
      {content}
    </section>
  );
}
