import { backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import { ErrorNotice, Loader, showToast } from '@asp/web-kit';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '@asp/web-kit/router';

/**
 * The page frame, record loading and save of every back-office form page (a record's
 * create route /backend/x/new and edit route /backend/x/:id), so each module only
 * writes its form:
 *
 *   const record = useRecordFromUrl(useSceneQuery);
 *   <RecordPage record={record} title={{ create: t.createTitle, edit: t.editTitle }} backTo={LIST}>
 *     {(scene) => <SceneForm key={scene?.id ?? 'new'} original={scene} />}
 *   </RecordPage>
 *
 *   const save = useSaveRecord({ original, create, update, after: LIST });   // KitForm's onSubmit
 */

/** What the pages read of an RTK Query record query (`useXQuery(id, options)`). */
export interface RecordQueryResult<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}
export type RecordQueryHook<T> = (id: number, options: { skip: boolean; refetchOnMountOrArgChange: true }) => RecordQueryResult<T>;

/** The record of the route's `:id` as the page shows it. */
export type RecordFromUrl<T> =
  | { status: 'new' }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void }
  | { status: 'loading' }
  | { status: 'ready'; record: T };

/** Whether the route is a create route: no `:id` in it, or the literal 'new'. */
function isCreateRoute(param: string | undefined): boolean {
  return param === undefined || param === 'new';
}

/** The record id of the route's `:id`; null on a create route or for a malformed id. */
export function useRecordId(): number | null {
  const param = useParams().id;
  const id = Number(param);
  return !isCreateRoute(param) && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The record of the route's `:id`, loaded fresh on every visit (refetch on mount, the
 * loader until it is back), so a form never edits a stale copy. A malformed id is not
 * found without a call; `skip` leaves it unloaded (e.g. a page the user may not use).
 */
export function useRecordFromUrl<T>(useRecordQuery: RecordQueryHook<T>, options: RecordFromUrlOptions = {}): RecordFromUrl<T> {
  const { skip = false, keepWhileRefetching = false } = options;
  const isNew = isCreateRoute(useParams().id);
  const id = useRecordId();
  const query = useRecordQuery(id ?? 0, { skip: id === null || skip, refetchOnMountOrArgChange: true });
  // The id whose fresh copy this visit has shown (a later refetch of it then keeps the page).
  const [shownId, setShownId] = useState<number | null>(null);
  const fresh = id !== null && !isNew && !query.isError && query.data !== undefined && !query.isFetching;
  if (keepWhileRefetching && fresh && shownId !== id) setShownId(id);
  if (isNew) return { status: 'new' };
  if (id === null) return { status: 'not-found' };
  if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
  if (query.data !== undefined && keepWhileRefetching && shownId === id) return { status: 'ready', record: query.data };
  if (!query.data || query.isFetching) return { status: 'loading' };
  return { status: 'ready', record: query.data };
}

export interface RecordFromUrlOptions {
  /** Leaves the record unloaded (e.g. a page the user may not use). */
  skip?: boolean;
  /**
   * For pages that stay open after a save or an action (the site editor, image templates):
   * once this visit's fresh copy was shown, a refetch (a save invalidated it) keeps the page
   * and its panels instead of the loader; the form rebuilds from the new copy by its key.
   */
  keepWhileRefetching?: boolean;
}

export interface RecordFrameProps {
  title: string;
  /** The list: a back link above the heading. */
  backTo?: string;
  className?: string;
  children: ReactNode;
}

/** The frame of a form page: back link, heading, content. */
export function RecordFrame({ title, backTo, className, children }: RecordFrameProps) {
  return (
    <section className={className}>
      {backTo ? (
        <p>
          <Link to={backTo}>{backofficeTexts.back}</Link>
        </p>
      ) : null}
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export interface RecordPageProps<T> extends Omit<RecordFrameProps, 'title' | 'children'> {
  record: RecordFromUrl<T>;
  title: { create: string; edit: string };
  /**
   * What a failed load shows. By default nothing: the layout's CallStatus reports it with
   * a retry. Lists that report in place (customers, users …) pass their own notice.
   */
  loadFailed?: (retry: () => void) => ReactNode;
  /** The form: the loaded record, or null on the create route. */
  children: (record: T | null) => ReactNode;
}

/** A record's form page: the frame, and the form once the record is there (at once for a new one). */
export function RecordPage<T>({ record, title, loadFailed, children, ...frame }: RecordPageProps<T>) {
  let content: ReactNode;
  if (record.status === 'new') content = children(null);
  else if (record.status === 'ready') content = children(record.record);
  else if (record.status === 'not-found') content = <ErrorNotice message={validationTexts.notFound} />;
  else if (record.status === 'failed') content = loadFailed ? loadFailed(record.retry) : null;
  else content = <Loader />;
  return (
    <RecordFrame {...frame} title={record.status === 'new' ? title.create : title.edit}>
      {content}
    </RecordFrame>
  );
}

/** An RTK Query mutation call: `unwrap()` resolves the saved record. */
type MutationCall<S> = { unwrap: () => Promise<S> };

export interface SaveRecordOptions<I, S = unknown> {
  /** The record being edited; null/undefined for a new one. */
  original?: { id: number } | null;
  create?: (input: I) => MutationCall<S>;
  update?: (input: I & { id: number }) => MutationCall<S>;
  /**
   * Where to go after the save: the list, or a path from the saved values and what the
   * server answered (a new record's own page); null stays on the page.
   */
  after: string | ((values: I, saved: S) => string | null);
  /** The toast after the save; 'Gespeichert.' unless told (e.g. a draft's own text). */
  savedText?: string;
}

/**
 * The save of a form page, as KitForm's `onSubmit`: creates or updates, shows 'Gespeichert.',
 * goes back to the list. A refused save throws, and KitForm puts the server's field
 * errors onto the fields (applyServerErrors) and keeps the form open.
 */
export function useSaveRecord<I, S = unknown>({
  original,
  create,
  update,
  after,
  savedText = kitTexts.saved,
}: SaveRecordOptions<I, S>): (values: I) => Promise<void> {
  const navigate = useNavigate();
  return async (values) => {
    const call = original ? update?.({ ...values, id: original.id }) : create?.(values);
    if (!call) throw new Error(original ? 'useSaveRecord: no update given' : 'useSaveRecord: no create given');
    const saved = await call.unwrap();
    showToast(savedText);
    const next = typeof after === 'string' ? after : after(values, saved);
    if (next !== null) navigate(next);
  };
}
