import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '../../engine/edits/DeleteRecordButton';
import { pathTo } from '../../lib/paths';
import { useDeleteLocation } from './locationsApi';

/** Deletes the location after a confirmation; a location still in use is refused by the server. */
export function DeleteLocationButton({ id, name }: { id: number; name: string }) {
  const remove = useDeleteLocation(id);
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <DeleteRecordButton
      title={t`Delete location`}
      message={t`Delete “${name}” with its name variations and meeting points? This cannot be undone.`}
      remove={remove}
      onDeleted={() => navigate(pathTo('locations'))}
    />
  );
}
