import { useParams } from 'react-router-dom';

/** The record id of an edit route (/backend/x/:id); null on /backend/x/new or a malformed id. */
export function useRecordId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
