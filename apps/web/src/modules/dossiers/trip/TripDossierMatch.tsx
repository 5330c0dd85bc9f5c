import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DossierMatchResponse, MatchLevel } from '@trips/shared/modules/dossiers/dossiers.schema';
import { Link } from 'react-router';
import { FormSection } from '../../../components/FormSection';
import { api } from '../../../lib/api';
import { tripPartKeys } from '../../../lib/tripQueryKeys';
import { openDossierPdf } from '../dossiersApi';

interface Props {
  tripId: number;
  /** The trip's saved version: a save finds the match again. */
  version: number;
  /** The dossier link as edited on screen. */
  dossierUrl: string;
  mayEdit: boolean;
  /** Puts the matched dossier's address in the trip's dossier link (saved with the trip). */
  onUse: (url: string) => void;
}

/** The trip screen's dossier: the one its brand, trip type, route and holiday find, or why none. */
export function TripDossierMatch({ tripId, version, dossierUrl, mayEdit, onUse }: Props) {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: tripPartKeys.dossierMatch(tripId, version),
    queryFn: ({ signal }) => api.get<DossierMatchResponse>(`trips/${tripId}/dossier-match`, { signal }),
  });
  const found = query.data;
  const levels: Record<MatchLevel, string> = { exact: t`same`, listed: t`listed`, any: t`any` };
  const reasons = {
    opted_out: t`This trip has no dossier: "No dossier" is on.`,
    missing_trip_data: t`Choose the trip's brand and trip type, then save, to find its dossier.`,
    no_dossier_for_brand_and_type: t`No active dossier of this brand is for this trip type.`,
    no_setting_covers_trip: t`No dossier of this brand and trip type covers this route and holiday.`,
  };
  const match = found?.match;
  const url = match ? `${window.location.origin}${match.path}` : '';
  return (
    <FormSection title={t`Dossier`}>
      {query.isError && <Text size="sm" c="red">{t`unable to find dossier`}</Text>}
      {found && !match && found.reason && (
        <Text size="sm" data-testid="dossier-match-reason">
          {reasons[found.reason]}
        </Text>
      )}
      {match && (
        <Stack gap="xs" data-testid="dossier-match">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t`Matched dossier:`}</Text>
            <Anchor component={Link} to={match.path} size="sm" fw={500}>
              {match.title}
            </Anchor>
            {match.branding_name && (
              <Text size="sm" c="dimmed">
                {match.branding_name}
              </Text>
            )}
          </Group>
          <Group gap={6}>
            <Badge size="sm" variant="light">{t`Holiday: ${levels[match.holiday]}`}</Badge>
            <Badge size="sm" variant="light">{t`Start: ${levels[match.start]}`}</Badge>
            <Badge size="sm" variant="light">{t`End: ${levels[match.end]}`}</Badge>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => void openDossierPdf(match.dossier_id, match.language)}
            >
              {t`Open the customer's PDF`}
            </Button>
            {dossierUrl === url ? (
              <Text size="sm" c="dimmed">{t`The dossier link points at this dossier.`}</Text>
            ) : (
              mayEdit && (
                <Button size="xs" variant="default" onClick={() => onUse(url)}>
                  {t`Use as the dossier link`}
                </Button>
              )
            )}
          </Group>
        </Stack>
      )}
    </FormSection>
  );
}
