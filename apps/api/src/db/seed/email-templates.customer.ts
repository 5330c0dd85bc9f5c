import type { DemoTexts } from './email-templates.html.ts';

/** The customer's documents: the vouchers attached, the route dossier linked when the trip has one. */
export const customerTexts: DemoTexts = {
  'customer-documents': {
    en: {
      subject: 'Your travel documents: {{ trip.name }}, {{ trip.start_date }}',
      lines: [
        'Dear {{ customer.full_name }},',
        'Your trip {{ trip.name }} starts on {{ trip.start_date }}. Attached are your vouchers ({{ documents.vouchers_file }}): please keep them with you and show each one to the service it is for.',
        '{% if documents.dossier_url != blank %}Your route dossier, with the stages, maps and tips, is here: <a href="{{ documents.dossier_url }}">{{ documents.dossier_url }}</a>{% endif %}',
        'If something changes, we will send you the documents again. We wish you a wonderful trip.',
      ],
    },
    es: {
      subject: 'Tu documentación de viaje: {{ trip.name }}, {{ trip.start_date }}',
      lines: [
        'Hola, {{ customer.full_name }}:',
        'Tu viaje {{ trip.name }} empieza el {{ trip.start_date }}. Te adjuntamos tus bonos ({{ documents.vouchers_file }}): llévalos contigo y muestra cada uno en el servicio al que corresponde.',
        '{% if documents.dossier_url != blank %}Tu dosier de la ruta, con las etapas, los mapas y consejos, está aquí: <a href="{{ documents.dossier_url }}">{{ documents.dossier_url }}</a>{% endif %}',
        'Si algo cambia, te enviaremos de nuevo la documentación. ¡Te deseamos un viaje estupendo!',
      ],
    },
  },
  'traveller-page-link': {
    en: {
      subject: 'Your details for {{ trip.name }}, please',
      lines: [
        'Dear {{ customer.full_name }},',
        'Your trip {{ trip.name }} starts on {{ trip.start_date }}. Spanish law requires every hotel to report its guests, so we need a few details of each traveller: document, birth date and address, and anything we should know (diet, allergies, an emergency contact).',
        'Please fill them in on your own page, where you can also see your trip day by day: <a href="{{ traveller_page.url }}">{{ traveller_page.url }}</a>',
        'It takes about five minutes for the whole party. The link is yours: please do not share it beyond your travel companions.',
      ],
    },
    es: {
      subject: 'Tus datos para {{ trip.name }}, por favor',
      lines: [
        'Hola, {{ customer.full_name }}:',
        'Tu viaje {{ trip.name }} empieza el {{ trip.start_date }}. La ley española obliga a cada hotel a comunicar sus huéspedes, así que necesitamos algunos datos de cada viajero: documento, fecha de nacimiento y dirección, y lo que debamos saber (dieta, alergias, un contacto de emergencia).',
        'Rellénalos en tu propia página, donde también ves tu viaje día a día: <a href="{{ traveller_page.url }}">{{ traveller_page.url }}</a>',
        'Se tarda unos cinco minutos para todo el grupo. El enlace es tuyo: no lo compartas más allá de tus compañeros de viaje.',
      ],
    },
    de: {
      subject: 'Ihre Angaben für {{ trip.name }}, bitte',
      lines: [
        'Liebe/r {{ customer.full_name }},',
        'Ihre Reise {{ trip.name }} beginnt am {{ trip.start_date }}. Das spanische Gesetz verpflichtet jedes Hotel, seine Gäste zu melden. Daher brauchen wir von jeder reisenden Person einige Angaben: Ausweis, Geburtsdatum und Adresse sowie alles, was wir wissen sollten (Ernährung, Allergien, ein Notfallkontakt).',
        'Bitte tragen Sie sie auf Ihrer eigenen Seite ein, wo Sie auch Ihre Reise Tag für Tag sehen: <a href="{{ traveller_page.url }}">{{ traveller_page.url }}</a>',
        'Für die ganze Gruppe dauert es etwa fünf Minuten. Der Link gehört Ihnen: Bitte geben Sie ihn nur an Ihre Mitreisenden weiter.',
      ],
    },
  },
};
