import { useLingui } from '@lingui/react/macro';
import { Alert, Fieldset, Grid, SimpleGrid, Stack } from '@mantine/core';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { useState } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { FormErrors } from '../../components/FormErrors';
import { SaveBar } from '../../engine/edits/SaveBar';
import { NotesPanel } from '../../engine/notes/NotesPanel';
import { TripDossierMatch } from '../dossiers';
import { TripInvoicesPanel } from '../invoices';
import { ObjectTasksSection } from '../tasks';
import { TripAutoTransfersPanel } from '../transfers';
import { TripVouchersPanel } from '../vouchers';
import { BookingSyncNotice, BookingsPanel, useBookingSync, useTripBookings } from './booking';
import { TripArea, type TripFormState } from './form/TripArea';
import { tripFieldLabel } from './form/tripFields';
import { GrossMarginCard } from './GrossMarginCard';
import { TripItineraryLine } from './itinerary/TripItineraryLine';
import { ReadinessPanel } from './readiness/ReadinessPanel';
import { TripSections } from './sections';
import { TripConflictNotice } from './TripConflictNotice';
import { TravellersPanel } from './travellers';
import { tripKey } from './tripsApi';
import { useTripEditor } from './useTripEditor';

interface Props {
  loaded: TripResponse;
  mayEdit: boolean;
}

/** Every area of one trip, edited together and saved with one Save. */
export function TripEditorView({ loaded, mayEdit }: Props) {
  const { t } = useLingui();
  const editor = useTripEditor(loaded);
  const [reloading, setReloading] = useState(false);
  const { info, totals } = editor;
  const form: TripFormState = {
    info,
    locations: editor.locations,
    errors: editor.problems.fields,
    onChange: editor.change,
  };
  const reload = async () => {
    setReloading(true);
    await editor.reloadLatest().finally(() => setReloading(false));
  };
  const id = loaded.trip.id;
  const bookings = useTripBookings(id);
  const sync = useBookingSync(editor, bookings.data?.version, bookings.dataUpdatedAt);
  const kept = editor.rebased?.overlap.map(tripFieldLabel).join(', ');
  const gone = editor.rebased?.gone.join(', ');
  return (
    <Stack gap="md">
      {editor.conflict && (
        <TripConflictNotice
          conflict={editor.conflict}
          mine={info}
          edited={editor.edited}
          locations={editor.locations}
          reloading={reloading}
          onReload={reload}
          onApply={editor.applyOntoLatest}
        />
      )}
      {sync.changedByAutomation && <BookingSyncNotice reloading={reloading} onReload={reload} />}
      {editor.rebased && (
        <Alert color="blue" variant="light" title={t`Your edits are on the latest version now`}>
          {t`Review them, then Save.`}
          {editor.rebased.overlap.length > 0 && ` ${t`You kept your values for ${kept}.`}`}
          {editor.rebased.gone.length > 0 &&
            ` ${t`Deleted by the other save, so your changes to them are gone: ${gone}.`}`}
        </Alert>
      )}
      <ReadinessPanel tripId={id} version={editor.base.trip.version} />
      <FormErrors errors={editor.problems.other} />
      <Fieldset variant="unstyled" disabled={!mayEdit} p={0} m={0}>
        <Stack gap="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <TripArea id="information" form={form} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md">
                <GrossMarginCard
                  price={info.trip_price}
                  totalCost={totals.total_cost}
                  insuranceCost={info.insurance_cost}
                  margin={totals.gross_margin}
                  percent={totals.gross_margin_per}
                />
                <TripArea id="owners" form={form} />
                <TripArea id="statuses" form={form} />
              </Stack>
            </Grid.Col>
          </Grid>
          <TripSections
            editor={editor.sections}
            trip={{
              id,
              start_date: info.start_date,
              end_date: info.end_date,
              start_location_id: info.start_location_id,
              end_location_id: info.end_location_id,
              travellers: info.travellers,
            }}
            statuses={{
              accommodations: <TripArea id="accommodations" form={form} bare />,
              luggage_transfers: <TripArea id="luggage_transfers" form={form} bare />,
              normal_transfers: <TripArea id="normal_transfers" form={form} bare />,
              other_services: <TripArea id="other_services" form={form} bare />,
            }}
          />
        </Stack>
      </Fieldset>
      {/* Below the first view: drawn once the top has been painted. */}
      <AfterFirstPaint>
        {/* Outside the fieldsets: viewers open the bookings too; their actions check the right themselves. */}
        <BookingsPanel
          trip={editor.base}
          bookings={bookings.data}
          failed={bookings.isError}
          mayEdit={mayEdit}
        />
        <TripAutoTransfersPanel tripId={id} version={editor.base.trip.version} />
        <TripInvoicesPanel tripId={id} />
        <TripVouchersPanel tripId={id} mayEdit={mayEdit} dirty={editor.dirty} />
        <TravellersPanel tripId={id} mayEdit={mayEdit} />
        <Stack gap="xs">
          <TripItineraryLine id={editor.base.trip.itinerary_id} name={editor.base.trip.itinerary_name} />
          <TripDossierMatch
            tripId={id}
            version={editor.base.trip.version}
            dossierUrl={info.dossier_url}
            mayEdit={mayEdit}
            onUse={(url) => editor.change({ dossier_url: url })}
          />
        </Stack>
        <Fieldset variant="unstyled" disabled={!mayEdit} p={0} m={0}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TripArea id="customer" form={form} />
              <TripArea id="documentation" form={form} />
              <TripArea id="insurance" form={form} />
              <TripArea id="tags" form={form} />
            </SimpleGrid>
            <TripArea id="comments" form={form} />
          </Stack>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <NotesPanel
            source={{ path: `trips/${id}/notes`, queryKey: tripKey(id, 'notes') }}
            mayEdit={mayEdit}
          />
          <ObjectTasksSection kind="trip" id={id} name={editor.base.trip.trip_name} />
        </SimpleGrid>
      </AfterFirstPaint>
      {mayEdit && (
        <SaveBar
          dirty={editor.dirty}
          saving={editor.saving}
          onSave={() => void editor.submit()}
          onDiscard={editor.discard}
        />
      )}
    </Stack>
  );
}
