import type { Branch } from '@asp/contracts';
import { isBranchSelectable } from '@asp/domain';
import { resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { useEffect } from 'react';
import { useParams } from '@asp/web-kit/router';
import { useGetBranchesQuery } from '../api';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { selectBranch } from '../selection-slice';
import { useConfig } from '../startup-context';
import { useAppDispatch } from '../store';
import type { CheckoutVariant } from './checkout-model';
import { CheckoutForm } from './CheckoutForm';

/** Branches a customer may order from: enabled and public (storefront.md §2.4, §6). */
export const isOrderableBranch = (branch: Branch): boolean => isBranchSelectable(branch) && !!branch.identifier;

/**
 * Checkout variant 1 (/shop/{branchIdentifier}/checkout) and variant 2
 * (/store/{branchIdentifier}/checkout), storefront.md §2.10. Loads the branches (the
 * opening hours decide the submit), selects the branch and sets the title
 * 'Bestellvorgang - {title}' (§2.14); the form itself is CheckoutForm.
 */
export function CheckoutPage({ variant }: { variant: CheckoutVariant }) {
  const { branchIdentifier = '' } = useParams();
  const config = useConfig();
  const dispatch = useAppDispatch();
  const branches = useGetBranchesQuery();
  const orderable = (branches.data ?? []).filter(isOrderableBranch);
  const branch = orderable.find((candidate) => candidate.identifier === branchIdentifier);

  useEffect(() => {
    if (branch) dispatch(selectBranch(branch.identifier));
  }, [branch, dispatch]);

  if (branches.isError) return <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branches.refetch()} />;
  if (!branches.data) return <Loader />;
  if (!branch) return <NotFoundPage />;
  // A new branch (variant 1's selector) starts a new form; the stored contact data carry over.
  return <CheckoutForm key={`${variant}-${branch.id}`} variant={variant} branch={branch} branches={orderable} config={config} />;
}
