import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TravellerLinkResponse,
  TravellerLinkState,
} from '@trips/shared/modules/traveller-links/traveller-links.schema';
import { formatDate } from '../../../i18n/format';
import { tr } from '../../../i18n/tr';
import { api } from '../../../lib/api';
import { tripPartKeys } from '../../../lib/tripQueryKeys';

const linkKey = tripPartKeys.travellerLink;

/**
 * The travellers' own link: they fill in their details and see their trip. Copy it, make a new one (the
 * old stops opening the page) or revoke it.
 */
export function TravellerLinkPanel({ tripId, mayEdit }: { tripId: number; mayEdit: boolean }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: linkKey(tripId),
    queryFn: ({ signal }) => api.get<TravellerLinkState>(`trips/${tripId}/traveller-link`, { signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: linkKey(tripId) });
  const make = useMutation({
    mutationFn: (regenerate: boolean) =>
      api.post<TravellerLinkResponse>(`trips/${tripId}/traveller-link`, { regenerate }, { quiet: true }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<{ message: string }>(`trips/${tripId}/traveller-link`, { quiet: true }),
    onSuccess: refresh,
  });
  if (state.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  if (state.isError) return <Text size="sm" c="red">{t`The travellers' link could not be read.`}</Text>;
  const link = state.data.link;
  const done = make.data?.message ?? revoke.data?.message;
  const failed = make.error ?? revoke.error;
  return (
    <Stack gap="xs" aria-labelledby={`traveller-link-${tripId}`}>
      <Text size="sm" fw={600} id={`traveller-link-${tripId}`}>
        <Trans>Travellers' own page</Trans>
      </Text>
      {link ? (
        <>
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput
              size="xs"
              readOnly
              label={t`Link for the travellers`}
              value={link.url}
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? t`Copied` : t`Copy link`}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t`Opens the page until ${formatDate(link.expires_at.slice(0, 10))}.`}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No link yet: make one to let the travellers fill in their own details.</Trans>
        </Text>
      )}
      {mayEdit && (
        <Group gap="xs">
          <Button size="xs" loading={make.isPending} onClick={() => make.mutate(Boolean(link))}>
            {link ? t`Make a new link` : t`Make link`}
          </Button>
          {link && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              {t`Revoke link`}
            </Button>
          )}
        </Group>
      )}
      {done && !failed && (
        <Text size="sm" role="status">
          {tr(done)}
        </Text>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {tr(failed.message)}
        </Alert>
      )}
    </Stack>
  );
}
