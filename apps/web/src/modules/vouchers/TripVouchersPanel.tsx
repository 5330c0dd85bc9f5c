import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { FormSection } from '../../components/FormSection';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { tr } from '../../i18n/tr';
import { ApiError } from '../../lib/api';
import { compostelaNotice } from './compostelaText';
import { useDownloadVouchers, useGenerateVouchers, useTripVouchers } from './vouchersApi';

interface Props {
  tripId: number;
  mayEdit: boolean;
  /** Whether the screen holds edits not saved yet: the PDF is made from the saved trip. */
  dirty: boolean;
}

const errorText = (error: unknown) => (error instanceof ApiError ? tr(error.message) : String(error));

/** The trip's customer vouchers: generate the PDF, download it, and the Compostela check of a Camino trip. */
export function TripVouchersPanel({ tripId, mayEdit, dirty }: Props) {
  const { t, i18n } = useLingui();
  const state = useTripVouchers(tripId);
  const generate = useGenerateVouchers(tripId);
  const download = useDownloadVouchers(tripId);
  const data = state.data;
  const voucher = data?.voucher ?? null;
  const languages = { en: t`English`, es: t`Spanish`, de: t`German` };
  const notice = data ? compostelaNotice(data.compostela, i18n) : null;
  const busy = generate.isPending;
  const actions = (
    <Group gap="xs">
      <Button
        size="xs"
        leftSection={<IconFileTypePdf size={16} />}
        loading={busy}
        disabled={!mayEdit || !data}
        onClick={() => generate.mutate()}
      >
        {voucher ? t`Generate again` : t`Generate vouchers`}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        disabled={!voucher || busy}
        onClick={() => voucher && download.mutate(voucher.file_name)}
      >
        {t`Download`}
      </Button>
    </Group>
  );
  return (
    <FormSection title={t`Vouchers`} actions={actions} id="trip-section-vouchers">
      <Stack gap="xs" aria-busy={busy || state.isLoading}>
        {!data ? (
          state.isError ? (
            <Text size="sm" c="red">
              {errorText(state.error)}
            </Text>
          ) : (
            <Loader size="sm" aria-label={t`Loading`} />
          )
        ) : (
          <>
            <Text size="sm">
              {voucher
                ? t`${voucher.file_name}: ${voucher.services} services, ${formatNumber(voucher.byte_size / 1024, 0)} KB, generated ${formatDateTime(voucher.generated_at)}.`
                : t`No vouchers yet. They are written in the customer's language: ${languages[data.lang]}.`}
            </Text>
            {voucher?.sent_at && (
              <Text size="sm" c="dimmed">
                {t`Sent to the customer ${formatDateTime(voucher.sent_at)} (${voucher.sent_count} times in all).`}
              </Text>
            )}
            {voucher && voucher.lang !== data.lang && (
              <Text size="sm" c="dimmed">{t`The customer's language has changed: generate them again.`}</Text>
            )}
            {busy && (
              <Text size="sm" c="dimmed" role="status">
                <Trans>Generating the vouchers…</Trans>
              </Text>
            )}
            {dirty && mayEdit && (
              <Text size="sm" c="dimmed">
                <Trans>The vouchers are made from the trip as saved: save your edits first.</Trans>
              </Text>
            )}
          </>
        )}
        {generate.isError && (
          <Alert color="red" variant="light" title={t`The vouchers could not be generated`}>
            {errorText(generate.error)}
          </Alert>
        )}
        {download.isError && (
          <Alert color="red" variant="light" title={t`The vouchers could not be downloaded`}>
            {errorText(download.error)}
          </Alert>
        )}
        {notice && (
          <Alert color={notice.color} variant="light" title={notice.title}>
            {notice.text}
          </Alert>
        )}
      </Stack>
    </FormSection>
  );
}
