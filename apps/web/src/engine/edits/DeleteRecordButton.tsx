import type { UseMutationResult } from '@tanstack/react-query';
import { DeleteButton } from '../../components/DeleteButton';
import { DeleteRefusal } from './DeleteRefusal';

interface Props {
  /** The confirmation's title, e.g. 'Delete location'. */
  title: string;
  message: string;
  /** The delete; its mutation shows its own refusals (`meta.errorsShown`). */
  remove: UseMutationResult<unknown, Error, void>;
  onDeleted: () => void;
}

/** Delete, its confirmation, and the dialog saying why the server refused (what uses the record). */
export function DeleteRecordButton({ title, message, remove, onDeleted }: Props) {
  return (
    <>
      <DeleteButton
        title={title}
        message={message}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      />
      <DeleteRefusal error={remove.error} onClose={remove.reset} />
    </>
  );
}
