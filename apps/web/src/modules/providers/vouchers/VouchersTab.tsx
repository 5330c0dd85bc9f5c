import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import type { VoucherRecord } from '@trips/shared/modules/providers/vouchers.schema';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { FormErrors } from '../../../components/FormErrors';
import { FormSection } from '../../../components/FormSection';
import { PageLoader } from '../../../components/PageLoader';
import { SaveBar } from '../../../engine/edits/SaveBar';
import { VoucherImage } from './VoucherImage';
import { useRemoveImage, useSaveVoucher, useUploadImage, useVoucherQuery, type Voucher } from './vouchersApi';

/** As vouchers.schema.ts (which would bring Zod into the bundle): the kinds and the texts of each record. */
const kinds: Readonly<Record<string, MessageDescriptor>> = {
  accommodation: msg`Accommodation`,
  bike: msg`Bike`,
  excursions: msg`Excursions`,
  food: msg`Food`,
  guides: msg`Guides`,
  luggage: msg`Luggage`,
  massage: msg`Massage`,
  tours: msg`Tours`,
  transfer: msg`Transfer`,
};
const texts = [
  ['comment_eng', msg`Comment (English)`],
  ['comment_spn', msg`Comment (Spanish)`],
  ['comment_grm', msg`Comment (German)`],
  ['observation_eng', msg`Observation (English)`],
  ['observation_spn', msg`Observation (Spanish)`],
  ['observation_grm', msg`Observation (German)`],
] as const;
/** The image slots of vouchers.schema.ts. */
const slotTexts: Readonly<Record<string, MessageDescriptor>> = {
  main_image: msg`Main image`,
  map_image: msg`Map image`,
  image_1: msg`Image 1`,
  image_2: msg`Image 2`,
  image_3: msg`Image 3`,
};
type TextKey = (typeof texts)[number][0];
type Texts = Record<number, Record<TextKey, string>>;

/** A name the server may add before this screen knows it: 'main_image' reads 'Main image'. */
const wordsOf = (slot: string) => {
  const words = slot.replace('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const textsOf = (records: readonly VoucherRecord[]): Texts =>
  Object.fromEntries(
    records.map((r) => [r.record, Object.fromEntries(texts.map(([k]) => [k, r[k]]))]),
  ) as Texts;

interface Props {
  providerId: number;
  kind: string;
  voucher: Voucher;
  mayEdit: boolean;
}

function VoucherEditor({ providerId, kind, voucher, mayEdit }: Props) {
  const { i18n, t } = useLingui();
  const slotLabel = (slot: string) => (slotTexts[slot] ? i18n._(slotTexts[slot]) : wordsOf(slot));
  const [loaded, setLoaded] = useState(voucher.records);
  const [draft, setDraft] = useState(() => textsOf(voucher.records));
  const save = useSaveVoucher(providerId, kind);
  const upload = useUploadImage(providerId, kind);
  const remove = useRemoveImage(providerId, kind);
  const failure = [save.error, upload.error, remove.error].find((e) => e instanceof ApiError && e.envelope);
  const errors = failure instanceof ApiError ? (failure.envelope?.errors ?? []) : [];
  const dirty = JSON.stringify(draft) !== JSON.stringify(textsOf(loaded));
  const load = (records: VoucherRecord[]) => {
    setLoaded(records);
    setDraft(textsOf(records));
  };
  const submit = () =>
    save.mutate(
      {
        records: voucher.records.map((r) => ({
          record: r.record as 1 | 2,
          version: r.version,
          ...draft[r.record],
        })),
      },
      { onSuccess: (saved) => load(saved.records) },
    );
  return (
    <Stack gap="md">
      <FormErrors errors={errors} />
      {voucher.records.map((record) => {
        const suffix = voucher.records.length > 1 ? ` ${record.record}` : '';
        const number = record.record;
        return (
          <FormSection key={record.record} title={suffix ? t`Voucher ${number}` : t`Voucher`}>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
              {texts.map(([key, label]) => (
                <Textarea
                  key={key}
                  label={`${i18n._(label)}${suffix}`}
                  autosize
                  minRows={2}
                  maxLength={4000}
                  readOnly={!mayEdit}
                  value={draft[record.record]?.[key] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setDraft((d) => ({ ...d, [record.record]: { ...d[record.record], [key]: value } }));
                  }}
                />
              ))}
            </SimpleGrid>
            <Title order={3} size="h6" mt="md" mb="xs">
              <Trans>Images</Trans>
            </Title>
            <Group gap="sm" align="flex-start">
              {voucher.slots.map((slot) => {
                const at = { slot, record: record.record };
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
          saving={save.isPending}
          saveLabel={t`Save voucher texts`}
          onSave={submit}
          onDiscard={() => load(loaded)}
        />
      )}
    </Stack>
  );
}

/** The voucher kind a provider of each category (provider_categories ids 1…9) most likely fills in. */
const kindOfCategory = [
  'accommodation',
  'luggage',
  'transfer',
  'bike',
  'guides',
  'excursions',
  'food',
  'massage',
  'tours',
];

interface TabProps {
  providerId: number;
  categoryId: number;
  mayEdit: boolean;
}

/** Voucher information per service kind: texts in three languages and the images printed on vouchers. */
export function VouchersTab({ providerId, categoryId, mayEdit }: TabProps) {
  const { i18n, t } = useLingui();
  const [kind, setKind] = useState(kindOfCategory[categoryId - 1] ?? 'accommodation');
  const query = useVoucherQuery(providerId, kind);
  return (
    <Stack gap="md">
      <Select
        label={t`Voucher kind`}
        w={240}
        allowDeselect={false}
        data={Object.entries(kinds).map(([value, label]) => ({ value, label: i18n._(label) }))}
        value={kind}
        onChange={(v) => v && setKind(v)}
      />
      {query.data ? (
        <VoucherEditor
          key={kind}
          providerId={providerId}
          kind={kind}
          voucher={query.data}
          mayEdit={mayEdit}
        />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
