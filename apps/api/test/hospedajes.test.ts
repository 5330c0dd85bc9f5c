import { hospedajesMessages } from '@trips/shared/modules/hospedajes/hospedajes.constants';
import { travellerMessages } from '@trips/shared/modules/hospedajes/travellers.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, put, signIn } from './support/auth.ts';
import { manualClock } from './support/clock.ts';
import { startFakeSes, unzip } from './support/fake-ses.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { configureSes, countryId, spanishNight } from './support/hospedajes.ts';
import { listPost } from './support/list-client.ts';
import { memberWith } from './support/people.ts';

/** The element paths of an XML document in document order, with the text of each leaf. */
function elements(xml: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const m of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>([^<]*)/g)) {
    const [, close, tag, selfClosing, text] = m;
    const name = tag!.replace(/^\w+:/, '');
    if (close) {
      stack.pop();
      continue;
    }
    stack.push(name);
    const leaf = text!.trim();
    out.push(leaf ? `${stack.join('/')}=${leaf}` : stack.join('/'));
    if (selfClosing) stack.pop();
  }
  return out;
}

const spanish = {
  first_name: 'Lucía',
  surname1: 'García',
  surname2: 'Pérez',
  document_type: 'NIF',
  document_number: '12345678z',
  document_support: 'abc123456',
  birth_date: '1980-02-29',
  sex: 'M',
  address: 'Calle Mayor 5',
  municipality_code: '28079',
  postal_code: '28013',
  phone: '+34600111222',
  email: 'lucia@example.com',
};
const foreign = {
  first_name: 'John',
  surname1: 'Smith',
  document_type: 'PAS',
  document_number: 'X9876543',
  birth_date: '1979-07-01',
  sex: 'H',
  address: '10 Downing Street',
  municipality_name: 'London',
  postal_code: 'SW1A 2AA',
  email: 'john@example.com',
  relationship: '',
};

describe.each(targets)('SES.Hospedajes on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let ses: Awaited<ReturnType<typeof startFakeSes>>;
  const clock = manualClock(new Date('2031-06-01T09:00:00Z'));
  let es: number;
  let gb: number;

  /**
   * Runs due Hospedajes jobs until none is due or running (the server's own runner may hold some); the
   * test's own timeout bounds the wait.
   */
  async function drain() {
    for (;;) {
      const ran = await t.app.jobs.runOnce();
      const open = await t.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', 'like', 'hospedajes.%')
        .where('status', 'in', ['due', 'running'])
        .where('run_at', '<=', clock.now())
        .execute();
      if (open.length === 0) return;
      // Nothing ran here: the server's runner holds the open jobs, so look again shortly.
      if (ran === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const travellersOf = async (trip: number) => (await get(t, `/trips/${trip}/travellers`, admin)).json();
  const saveTravellers = (trip: number, version: number, travellers: object[]) =>
    put(t, `/trips/${trip}/travellers`, { version, travellers }, admin);
  const reportRow = async (row: number) => {
    const res = await listPost(t.app, '/hospedajes_report/search', { filter_id: null, count: 1000 }, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.find((r: { id: number }) => r.id === row);
  };
  /** The registrations (A) sent for one night. */
  const sendsOf = (trip: number, row: number) =>
    ses.sent().filter((r) => r.xml?.includes(`<referencia>T${trip}-A${row}</referencia>`));
  const withCountries = (traveller: object, nationality: number, country: number) => ({
    ...traveller,
    nationality_id: nationality,
    country_id: country,
  });

  beforeAll(async () => {
    ses = await startFakeSes();
    t = await startTestApp(target, {}, undefined, { clock });
    admin = await signIn(t);
    es = await countryId(t, 'ES');
    gb = await countryId(t, 'GB');
  });
  afterAll(async () => {
    await t?.close();
    await ses?.close();
  });

  it('starts from the customer and refuses wrong Spanish documents, missing support numbers and lone minors', async () => {
    const { trip } = await spanishNight(t, 'Checks');
    const first = await travellersOf(trip);
    expect(first).toMatchObject({ version: 0, from_customer: true });
    expect(first.travellers).toEqual([
      expect.objectContaining({ first_name: 'Lucía', surname1: 'García Pérez', email: 'lucia@example.com' }),
    ]);
    const bad = await saveTravellers(trip, 0, [
      { ...spanish, document_number: '12345678A', nationality_id: es },
      { ...spanish, document_type: 'NIE', document_number: 'X1234567L', document_support: '' },
      { ...foreign, birth_date: '2020-01-01' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({
      'travellers.0.document_number': travellerMessages.dniLetter,
      'travellers.1.document_support': travellerMessages.supportRequired,
      'travellers.2.relationship': travellerMessages.relationshipRequired,
    });
    const saved = await saveTravellers(trip, 0, [withCountries(spanish, es, es)]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, from_customer: false });
    expect(saved.json().travellers[0]).toMatchObject({
      document_number: '12345678Z',
      document_support: 'ABC123456',
    });
    expect((await saveTravellers(trip, 0, [])).statusCode).toBe(409);
    const viewer = (await memberWith(t, { trips: ['view'] }, 'trip viewers')).token;
    expect(
      (await put(t, `/trips/${trip}/travellers`, { version: 1, travellers: [] }, viewer)).statusCode,
    ).toBe(403);
  });

  it('says "not configured" and sends nothing until the settings are filled in', async () => {
    const status = (await get(t, '/hospedajes/status', admin)).json();
    expect(status).toEqual({ success: true, configured: false, message: hospedajesMessages.notConfigured });
    const { trip, row } = await spanishNight(t, 'Unconfigured', 1);
    await saveTravellers(trip, 0, [withCountries(spanish, es, es)]);
    await drain();
    expect(ses.requests).toEqual([]);
    expect(await reportRow(row)).toMatchObject({ state: 1, missing: '' });
  });

  it('sends a 2-traveller night (Spanish and foreign document) zipped in base64, and keeps the accepted code', async () => {
    await configureSes(t, admin, ses.url);
    expect((await get(t, '/hospedajes/status', admin)).json().configured).toBe(true);
    const { trip, row, hotel } = await spanishNight(t, 'Two', 2);
    // One traveller only: the report says what is missing, and nothing is sent.
    await saveTravellers(trip, 0, [withCountries(spanish, es, es)]);
    await drain();
    expect((await reportRow(row)).missing).toBe('1 of 2 travellers');
    const noDocument = withCountries({ ...foreign, document_number: '', document_type: '' }, gb, gb);
    await saveTravellers(trip, 1, [withCountries(spanish, es, es), noDocument]);
    await drain();
    expect((await reportRow(row)).missing).toBe('traveller 2: document');
    const before = ses.sent().length;
    await saveTravellers(trip, 2, [withCountries(spanish, es, es), withCountries(foreign, gb, gb)]);
    await drain();
    const sent = ses.sent().slice(before);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.authorization).toBe(`Basic ${Buffer.from('B12345678WS:ws-secret').toString('base64')}`);
    expect(elements(request.body.replace(/<solicitud>[^<]*</, '<solicitud>ZIP<'))).toEqual([
      'Envelope',
      'Envelope/Header',
      'Envelope/Body',
      'Envelope/Body/comunicacionRequest',
      'Envelope/Body/comunicacionRequest/peticion',
      'Envelope/Body/comunicacionRequest/peticion/cabecera',
      'Envelope/Body/comunicacionRequest/peticion/cabecera/codigoArrendador=0000000001',
      'Envelope/Body/comunicacionRequest/peticion/cabecera/aplicacion=Trips tests',
      'Envelope/Body/comunicacionRequest/peticion/cabecera/tipoOperacion=A',
      'Envelope/Body/comunicacionRequest/peticion/cabecera/tipoComunicacion=RH',
      'Envelope/Body/comunicacionRequest/peticion/solicitud=ZIP',
    ]);
    // The envelope: base64 of a ZIP archive with one XML file, the XML stored for the communication.
    const solicitud = /<solicitud>([^<]*)</.exec(request.body)![1]!;
    const files = unzip(Buffer.from(solicitud, 'base64'));
    expect([...files.keys()]).toEqual(['solicitud.xml']);
    const xml = files.get('solicitud.xml')!.toString('utf8');
    const stored = await t.db
      .selectFrom('hospedajes_communications')
      .selectAll()
      .where('accommodation_id', '=', row)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.xml).toBe(xml);
    const c = 'peticion/solicitud/comunicacion';
    const person = (n: string) => `${c}/persona${n}`;
    expect(elements(xml)).toEqual([
      'peticion',
      'peticion/solicitud',
      c,
      `${c}/establecimiento`,
      `${c}/establecimiento/datosEstablecimiento`,
      `${c}/establecimiento/datosEstablecimiento/tipo=HOTEL`,
      `${c}/establecimiento/datosEstablecimiento/nombre=Hotel Two`,
      `${c}/establecimiento/datosEstablecimiento/direccion`,
      `${c}/establecimiento/datosEstablecimiento/direccion/direccion=Rúa do Vilar 1`,
      `${c}/establecimiento/datosEstablecimiento/direccion/nombreMunicipio=Santiago de Compostela`,
      `${c}/establecimiento/datosEstablecimiento/direccion/codigoPostal=15705`,
      `${c}/establecimiento/datosEstablecimiento/direccion/pais=ESP`,
      `${c}/contrato`,
      `${c}/contrato/referencia=T${trip}-A${row}`,
      `${c}/contrato/fechaContrato=2031-06-01`,
      `${c}/contrato/fechaEntrada=2031-06-10T00:00:00`,
      `${c}/contrato/fechaSalida=2031-06-11T00:00:00`,
      `${c}/contrato/numPersonas=2`,
      `${c}/contrato/numHabitaciones=1`,
      `${c}/contrato/internet=false`,
      `${c}/contrato/pago`,
      `${c}/contrato/pago/tipoPago=TRANS`,
      person(''),
      `${person('')}/rol=TI`,
      `${person('')}/nombre=Lucía`,
      `${person('')}/apellido1=García`,
      `${person('')}/apellido2=Pérez`,
      `${person('')}/tipoDocumento=NIF`,
      `${person('')}/numeroDocumento=12345678Z`,
      `${person('')}/soporteDocumento=ABC123456`,
      `${person('')}/fechaNacimiento=1980-02-29`,
      `${person('')}/nacionalidad=ESP`,
      `${person('')}/sexo=M`,
      `${person('')}/direccion`,
      `${person('')}/direccion/direccion=Calle Mayor 5`,
      `${person('')}/direccion/codigoMunicipio=28079`,
      `${person('')}/direccion/codigoPostal=28013`,
      `${person('')}/direccion/pais=ESP`,
      `${person('')}/telefono=+34600111222`,
      `${person('')}/correo=lucia@example.com`,
      person(''),
      `${person('')}/rol=VI`,
      `${person('')}/nombre=John`,
      `${person('')}/apellido1=Smith`,
      `${person('')}/tipoDocumento=PAS`,
      `${person('')}/numeroDocumento=X9876543`,
      `${person('')}/fechaNacimiento=1979-07-01`,
      `${person('')}/nacionalidad=GBR`,
      `${person('')}/sexo=H`,
      `${person('')}/direccion`,
      `${person('')}/direccion/direccion=10 Downing Street`,
      `${person('')}/direccion/nombreMunicipio=London`,
      `${person('')}/direccion/codigoPostal=SW1A 2AA`,
      `${person('')}/direccion/pais=GBR`,
      `${person('')}/correo=john@example.com`,
    ]);
    expect(xml).toContain('xmlns:ns2="http://www.neg.hospedajes.mir.es/altaReservaHospedaje"');
    // Queried once, accepted: the report shows the code; the XML downloads.
    const accepted = await reportRow(row);
    expect(accepted).toMatchObject({ state: 3, missing: '', error: '', provider_name: 'Hotel Two' });
    expect(accepted.communication_code).toMatch(/^COM-\d+$/);
    const file = await get(t, `/hospedajes/communications/${accepted.communication_id}/xml`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.body).toBe(xml);
    expect(hotel).toBeGreaterThan(0);
  });

  it("shows a rejected batch with the Ministry's error, after querying it while it is processed", async () => {
    const { trip, row } = await spanishNight(t, 'Rejected', 1);
    ses.outcomes.set(ses.sent().length + 1, {
      processing: 1,
      error: 'Documento no válido',
      errorType: 'VALIDACION',
    });
    await saveTravellers(trip, 0, [withCountries(spanish, es, es)]);
    await drain();
    expect(await reportRow(row)).toMatchObject({ state: 2 });
    clock.advance(61_000);
    await drain();
    expect(await reportRow(row)).toMatchObject({ state: 4, error: 'VALIDACION: Documento no válido' });
    // Nothing changed: the same XML is not sent again by the next sweeps; a corrected traveller is.
    clock.advance(5 * 60_000);
    await drain();
    clock.advance(5 * 60_000);
    await drain();
    expect(sendsOf(trip, row)).toHaveLength(1);
    await saveTravellers(trip, 1, [withCountries({ ...spanish, phone: '+34600999888' }, es, es)]);
    await drain();
    expect(sendsOf(trip, row)).toHaveLength(2);
    expect((await reportRow(row)).state).toBe(3);
  });

  it('cancels an accepted communication (operation B, by its code) once the night is cancelled', async () => {
    const { trip, row } = await spanishNight(t, 'Cancelled', 1);
    await saveTravellers(trip, 0, [withCountries(spanish, es, es)]);
    await drain();
    const accepted = await reportRow(row);
    expect(accepted.state).toBe(3);
    await t.db
      .updateTable('trip_accommodations')
      .set({ trip_service_status_id: 7 })
      .where('id', '=', row)
      .execute();
    clock.advance(5 * 60_000);
    await drain();
    const cancellation = ses
      .sent()
      .find((r) => r.operation === 'B' && r.xml?.includes(accepted.communication_code))!;
    expect(cancellation.operation).toBe('B');
    expect(cancellation.body).not.toContain('tipoComunicacion');
    expect(elements(cancellation.xml!)).toEqual([
      'comunicaciones',
      `comunicaciones/codigoComunicacion=${accepted.communication_code}`,
    ]);
    expect(await reportRow(row)).toMatchObject({ state: 5 });
  });

  it('keeps the report and its files to the hospedajes right', async () => {
    const reader = (await memberWith(t, { trips: ['view'] }, 'no hospedajes')).token;
    expect((await listPost(t.app, '/hospedajes_report/search', {}, reader)).statusCode).toBe(403);
    expect((await get(t, '/hospedajes/status', reader)).statusCode).toBe(403);
    expect((await get(t, '/hospedajes/communications/1/xml', reader)).statusCode).toBe(403);
    expect((await get(t, '/hospedajes/communications/999999/xml', admin)).statusCode).toBe(404);
  });
});
