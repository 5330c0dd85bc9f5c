import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { BookingDecision } from '@trips/shared/modules/bookings/bookings.constants';
import type { ProviderResponsePage as PageData } from '@trips/shared/modules/bookings/bookings.schema';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { formatDate } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { AnswerForm } from './AnswerForm';
import { BookingSummary } from './BookingSummary';
import classes from './ProviderResponse.module.css';
import { fetchProviderPage } from './providerResponseApi';
import { questions } from './providerTexts';
import { LinkStateView, ThankYou } from './ResultViews';
import { usePageLocale } from './usePageLocale';

/** A link that is not ours answers 404: the page reads it as the 'invalid' state. */
const invalidPage: PageData = {
  success: true,
  state: 'invalid',
  lang: 'en',
  booking: null,
  decision: null,
  expires_at: null,
  answer_by: null,
};

function useProviderPage(token: string) {
  return useQuery({
    queryKey: ['provider-response', token],
    queryFn: ({ signal }) =>
      fetchProviderPage(token, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return invalidPage;
        throw error;
      }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** /provider-response/{token}: the provider's answer to a booking request, without signing in. */
export default function ProviderResponsePage() {
  const token = useParams().token ?? '';
  const query = useProviderPage(token);
  const [answered, setAnswered] = useState<BookingDecision | null>(null);
  const ready = usePageLocale(query.data?.lang);
  const { t, i18n } = useLingui();
  const page = query.data;
  const brand = page?.booking?.brand_name;
  useDocumentTitle([brand, t`Booking request`].filter(Boolean).join(' · '));

  const body = () => {
    if (query.isError)
      return (
        <Stack gap="md">
          <Title order={1} size="h3">
            <Trans>Booking request</Trans>
          </Title>
          <Alert color="red" variant="light" role="alert">
            <Trans>This page could not be loaded. Please check your connection and try again.</Trans>
          </Alert>
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      );
    if (!page || !ready) return <PageLoader />;
    if (answered) return <ThankYou decision={answered} />;
    if (page.state !== 'open' || !page.booking)
      return (
        <LinkStateView state={page.state === 'open' ? 'invalid' : page.state} decision={page.decision} />
      );
    return (
      <Stack gap="lg">
        <Title order={1} size="h3">
          {i18n._(questions[page.booking.purpose])}
        </Title>
        <BookingSummary booking={page.booking} />
        {page.answer_by && (
          <Text size="sm" c="dimmed">
            {t`Please answer by ${formatDate(page.answer_by)}.`}
          </Text>
        )}
        <AnswerForm
          token={token}
          onAnswered={setAnswered}
          onLinkGone={() => void query.refetch()}
          asksFreeCancellation={page.booking.kind === 'accommodation' && page.booking.purpose === 'request'}
        />
      </Stack>
    );
  };

  return (
    <main className={classes.page}>
      <Stack className={classes.column} gap="md">
        {brand && (
          <Text fw={700} size="xl" c="indigo.9" ta="center">
            {brand}
          </Text>
        )}
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          {body()}
        </Paper>
      </Stack>
    </main>
  );
}
