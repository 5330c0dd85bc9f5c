import { Trans, useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { FormErrors } from '../../../components/FormErrors';
import { FormSection } from '../../../components/FormSection';
import { SaveBar } from '../../../engine/edits/SaveBar';
import { useSave } from '../../../engine/edits/useSave';
import { FieldControl } from '../../../engine/form/FieldControl';
import { labelText } from '../../../engine/form/fieldSpec';
import { ApiError } from '../../../lib/api';
import { VoucherImage } from './VoucherImage';
import { checkTexts, slotTexts, type TextKey, type Texts, textFields, textsOf } from './voucherFields';
import { useRemoveImage, useSaveVoucher, useUploadImage, type Voucher } from './vouchersApi';

/** A name the server may add before this screen knows it: 'main_image' reads 'Main image'. */
const wordsOf = (slot: string) => {
  const words = slot.replace('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface Props {
  providerId: number;
  kind: string;
  voucher: Voucher;
  mayEdit: boolean;
}

/** One kind's voucher records: their texts, saved together, and their images, saved as they are chosen. */
export function VoucherEditor({ providerId, kind, voucher, mayEdit }: Props) {
  const { i18n, t } = useLingui();
  const slotLabel = (slot: string) => (slotTexts[slot] ? i18n._(slotTexts[slot]) : wordsOf(slot));
  const [loaded, setLoaded] = useState(voucher.records);
  const [draft, setDraft] = useState(() => textsOf(voucher.records));
  // A 409 (someone else saved these texts) is listed like any refusal.
  const save = useSave({ isStale: () => false });
  const mutation = useSaveVoucher(providerId, kind);
  const upload = useUploadImage(providerId, kind);
  const remove = useRemoveImage(providerId, kind);
  const failure = [upload.error, remove.error].find((e) => e instanceof ApiError && e.envelope);
  const imageErrors = failure instanceof ApiError ? (failure.envelope?.errors ?? []) : [];
  const dirty = JSON.stringify(draft) !== JSON.stringify(textsOf(loaded));
  const load = (records: Voucher['records']) => {
    setLoaded(records);
    setDraft(textsOf(records));
    save.reset();
  };
  const edit = (record: number, key: TextKey, value: string) =>
    setDraft((d: Texts) => ({ ...d, [record]: { ...d[record], [key]: value } }));
  const submit = () =>
    save.submit(
      checkTexts(draft),
      () => ({
        body: {
          records: voucher.records.map((r) => ({
            record: r.record as 1 | 2,
            version: r.version,
            ...draft[r.record],
          })),
        },
        rowKeys: { records: voucher.records.map((r) => String(r.record)) },
      }),
      async (body) => load((await mutation.mutateAsync(body)).records),
    );
  return (
    <Stack gap="md">
      <FormErrors errors={[...save.problems.other, ...imageErrors]} />
      {voucher.records.map((record) => {
        const suffix = voucher.records.length > 1 ? ` ${record.record}` : '';
        const number = record.record;
        const errors = save.problems.rows[String(number)] ?? {};
        return (
          <FormSection key={number} title={suffix ? t`Voucher ${number}` : t`Voucher`}>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
              {textFields.map((spec) => (
                <FieldControl
                  key={spec.key}
                  spec={{ ...spec, label: `${labelText(spec.label, i18n)}${suffix}` }}
                  readOnly={!mayEdit}
                  value={draft[number]?.[spec.key] ?? ''}
                  error={errors[spec.key]}
                  onChange={(value) => edit(number, spec.key, value as string)}
                />
              ))}
            </SimpleGrid>
            <Title order={3} size="h6" mt="md" mb="xs">
              <Trans>Images</Trans>
            </Title>
            <Group gap="sm" align="flex-start">
              {voucher.slots.map((slot) => {
                const at = { slot, record: number };
                return (
                  <VoucherImage
                    key={slot}
                    label={`${slotLabel(slot)}${suffix}`}
                    path={record.images[slot] ?? null}
                    mayEdit={mayEdit}
                    busy={upload.isPending && upload.variables?.slot === slot}
                    onUpload={(file) => upload.mutate({ ...at, file })}
                    onRemove={() => remove.mutate(at)}
                  />
                );
              })}
            </Group>
          </FormSection>
        );
      })}
      {mayEdit && (
        <SaveBar
          dirty={dirty}
          saving={mutation.isPending}
          saveLabel={t`Save voucher texts`}
          onSave={() => void submit()}
          onDiscard={() => load(loaded)}
        />
      )}
    </Stack>
  );
}
