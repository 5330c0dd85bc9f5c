import { answerLink as answer, cancelledConf, changeLines, type DemoTexts } from './email-templates.html.ts';

/**
 * The service as a guide, restaurant or bike hire reads it: what, when (date, time, how long), where the
 * guests meet and in which place, and for how many. A line whose value is empty is left out.
 */
const service = {
  en: [
    '- Service: {{ service.name }}{% if service.type != blank %} ({{ service.type }}){% endif %}',
    '- Date: {{ service.from_date }}{% if service.to_date != service.from_date %} to {{ service.to_date }}{% endif %}',
    '- {% if service.time != blank %}Time: {{ service.time }}{% endif %}',
    '- {% if service.duration != blank %}Duration: {{ service.duration }}{% endif %}',
    '- {% if service.meeting_point != blank %}Meeting point: {{ service.meeting_point }}{% if service.place != blank %} ({{ service.place }}){% endif %}{% elsif service.place != blank %}Meeting point: {{ service.place }}{% endif %}',
    '- {% if service.location != blank %}Place: {{ service.location }}{% endif %}',
    '- People: {{ service.people }}{% if customer.full_name != blank %} ({{ customer.full_name }}){% endif %}',
    '- Our reference: {{ trip.reference }}',
  ],
  es: [
    '- Servicio: {{ service.name }}{% if service.type != blank %} ({{ service.type }}){% endif %}',
    '- Fecha: {{ service.from_date }}{% if service.to_date != service.from_date %} al {{ service.to_date }}{% endif %}',
    '- {% if service.time != blank %}Hora: {{ service.time }}{% endif %}',
    '- {% if service.duration != blank %}Duración: {{ service.duration }}{% endif %}',
    '- {% if service.meeting_point != blank %}Punto de encuentro: {{ service.meeting_point }}{% if service.place != blank %} ({{ service.place }}){% endif %}{% elsif service.place != blank %}Punto de encuentro: {{ service.place }}{% endif %}',
    '- {% if service.location != blank %}Lugar: {{ service.location }}{% endif %}',
    '- Personas: {{ service.people }}{% if customer.full_name != blank %} ({{ customer.full_name }}){% endif %}',
    '- Nuestra referencia: {{ trip.reference }}',
  ],
  de: [
    '- Leistung: {{ service.name }}{% if service.type != blank %} ({{ service.type }}){% endif %}',
    '- Datum: {{ service.from_date }}{% if service.to_date != service.from_date %} bis {{ service.to_date }}{% endif %}',
    '- {% if service.time != blank %}Uhrzeit: {{ service.time }}{% endif %}',
    '- {% if service.duration != blank %}Dauer: {{ service.duration }}{% endif %}',
    '- {% if service.meeting_point != blank %}Treffpunkt: {{ service.meeting_point }}{% if service.place != blank %} ({{ service.place }}){% endif %}{% elsif service.place != blank %}Treffpunkt: {{ service.place }}{% endif %}',
    '- {% if service.location != blank %}Ort: {{ service.location }}{% endif %}',
    '- Personen: {{ service.people }}{% if customer.full_name != blank %} ({{ customer.full_name }}){% endif %}',
    '- Unsere Referenz: {{ trip.reference }}',
  ],
};
const comments = {
  en: '{% if service.comments_to_provider != blank %}Please note: {{ service.comments_to_provider }}{% endif %}',
  es: '{% if service.comments_to_provider != blank %}Tenga en cuenta, por favor: {{ service.comments_to_provider }}{% endif %}',
  de: '{% if service.comments_to_provider != blank %}Bitte beachten Sie: {{ service.comments_to_provider }}{% endif %}',
};
const hello = {
  en: '{% if provider.contact_name != blank %}Hello {{ provider.contact_name }},{% else %}Dear Sir or Madam,{% endif %}',
  es: '{% if provider.contact_name != blank %}Hola, {{ provider.contact_name }}:{% else %}Estimado/a señor/a:{% endif %}',
  de: '{% if provider.contact_name != blank %}Hallo {{ provider.contact_name }},{% else %}Sehr geehrte Damen und Herren,{% endif %}',
};

export const otherTexts: DemoTexts = {
  'other-booking-request': {
    en: {
      subject: 'Booking request {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.en,
        'We would like to book this service for our guests:',
        ...service.en,
        comments.en,
        answer.en,
      ],
    },
    es: {
      subject: 'Solicitud de reserva {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.es,
        'Nos gustaría reservar este servicio para nuestros clientes:',
        ...service.es,
        comments.es,
        answer.es,
      ],
    },
    de: {
      subject: 'Buchungsanfrage {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.de,
        'Wir möchten diese Leistung für unsere Gäste buchen:',
        ...service.de,
        comments.de,
        answer.de,
      ],
    },
  },
  'other-booking-confirmation': {
    en: {
      subject: 'Booking confirmed {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.en,
        'Thank you for accepting this booking. These are the final details:',
        ...service.en,
        comments.en,
      ],
    },
    es: {
      subject: 'Reserva confirmada {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.es,
        'Gracias por aceptar esta reserva. Estos son los datos definitivos:',
        ...service.es,
        comments.es,
      ],
    },
    de: {
      subject: 'Buchung bestätigt {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.de,
        'Vielen Dank, dass Sie diese Buchung angenommen haben. Dies sind die endgültigen Angaben:',
        ...service.de,
        comments.de,
      ],
    },
  },
  'other-new-comments': {
    en: {
      subject: 'New comments on {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'We have new information about this booking:',
        '{{ service.comments_to_provider }}',
        ...service.en,
      ],
    },
    es: {
      subject: 'Nuevos comentarios sobre {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'Tenemos nueva información sobre esta reserva:',
        '{{ service.comments_to_provider }}',
        ...service.es,
      ],
    },
    de: {
      subject: 'Neue Hinweise zu {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.de,
        'Wir haben neue Informationen zu dieser Buchung:',
        '{{ service.comments_to_provider }}',
        ...service.de,
      ],
    },
  },
  'cancellation-request-other': {
    en: {
      subject: 'Cancellation {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.en,
        'Please cancel this booking:',
        ...service.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Please confirm through this link: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
    es: {
      subject: 'Cancelación {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.es,
        'Le rogamos que cancele esta reserva:',
        ...service.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        'Confírmelo, por favor, desde este enlace: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
    de: {
      subject: 'Stornierung {{ trip.reference }}: {{ service.name }}, {{ service.from_date }}',
      lines: [
        hello.de,
        'Bitte stornieren Sie diese Buchung:',
        ...service.de,
        '{% if cancellation.reason != blank %}Grund: {{ cancellation.reason }}{% endif %}',
        cancelledConf.de,
        'Bitte bestätigen Sie über diesen Link: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
  },
  'modifications-request-other': {
    en: {
      subject: 'Change to booking {{ trip.reference }}: {{ service.name }}',
      lines: [
        hello.en,
        'We need to change this booking. This is how it would be now:',
        ...service.en,
        ...changeLines.en,
        comments.en,
        answer.en,
      ],
    },
    es: {
      subject: 'Modificación de la reserva {{ trip.reference }}: {{ service.name }}',
      lines: [
        hello.es,
        'Necesitamos modificar esta reserva. Así quedaría:',
        ...service.es,
        ...changeLines.es,
        comments.es,
        answer.es,
      ],
    },
    de: {
      subject: 'Änderung der Buchung {{ trip.reference }}: {{ service.name }}',
      lines: [
        hello.de,
        'Wir müssen diese Buchung ändern. So würde sie nun aussehen:',
        ...service.de,
        ...changeLines.de,
        comments.de,
        answer.de,
      ],
    },
  },
  'modifications-decline-other': {
    en: {
      subject: 'Booking {{ trip.reference }} stays as it was: {{ service.name }}',
      lines: [
        hello.en,
        'Thank you for letting us know that you cannot accept the change{% if modification.reason != blank %} ({{ modification.reason }}){% endif %}. The booking stays as it was confirmed:',
        ...service.en,
      ],
    },
    es: {
      subject: 'La reserva {{ trip.reference }} se mantiene: {{ service.name }}',
      lines: [
        hello.es,
        'Gracias por avisarnos de que no puede aceptar el cambio{% if modification.reason != blank %} ({{ modification.reason }}){% endif %}. La reserva se mantiene tal como estaba confirmada:',
        ...service.es,
      ],
    },
    de: {
      subject: 'Die Buchung {{ trip.reference }} bleibt bestehen: {{ service.name }}',
      lines: [
        hello.de,
        'Vielen Dank für Ihre Nachricht, dass Sie die Änderung nicht annehmen können{% if modification.reason != blank %} ({{ modification.reason }}){% endif %}. Die Buchung bleibt so, wie sie bestätigt wurde:',
        ...service.de,
      ],
    },
  },
  'other-reminder-modification': {
    en: {
      subject: 'Reminder {{ reminder.number }}: change to {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we asked you to change this booking and have not had your answer yet:',
        ...service.en,
        ...changeLines.en,
        answer.en,
      ],
    },
    es: {
      subject:
        'Recordatorio {{ reminder.number }}: modificación de {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) le pedimos que modificara esta reserva y todavía no tenemos su respuesta:',
        ...service.es,
        ...changeLines.es,
        answer.es,
      ],
    },
    de: {
      subject: 'Erinnerung {{ reminder.number }}: Änderung von {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.de,
        'Am {{ reminder.first_sent }} ({{ reminder.sent_ago }}) haben wir Sie gebeten, diese Buchung zu ändern, und noch keine Antwort erhalten:',
        ...service.de,
        ...changeLines.de,
        answer.de,
      ],
    },
  },
  'other-request-phone': {
    en: {
      subject: 'Phone booking: {{ service.name }}, {{ service.from_date }}',
      lines: [
        'Hello, this is {{ staff.first_name }} from {{ brand.name }}. I am calling to book {{ service.name }} for {{ service.people | plural: "person", "people" }}.',
        ...service.en,
        'Ask: Is it available? At what price? Where exactly do the guests meet you?',
        'Note who accepted; the confirmation follows by email to {{ provider.email }}.',
      ],
    },
    es: {
      subject: 'Reserva por teléfono: {{ service.name }}, {{ service.from_date }}',
      lines: [
        'Hola, le llamo de {{ brand.name }}, soy {{ staff.first_name }}. Quería reservar {{ service.name }} para {{ service.people | plural: "persona", "personas" }}.',
        ...service.es,
        'Preguntar: ¿Hay disponibilidad? ¿A qué precio? ¿Dónde exactamente se encuentran con los clientes?',
        'Anotar quién lo aceptó; la confirmación se envía por correo a {{ provider.email }}.',
      ],
    },
    de: {
      subject: 'Telefonische Buchung: {{ service.name }}, {{ service.from_date }}',
      lines: [
        'Guten Tag, hier ist {{ staff.first_name }} von {{ brand.name }}. Ich rufe an, um {{ service.name }} für {{ service.people | plural: "Person", "Personen" }} zu buchen.',
        ...service.de,
        'Fragen: Ist es verfügbar? Zu welchem Preis? Wo genau treffen Sie die Gäste?',
        'Notieren, wer zugesagt hat; die Bestätigung geht per E-Mail an {{ provider.email }}.',
      ],
    },
  },
  'no-response-to-cancellation-other-services': {
    en: {
      subject: 'Please confirm the cancellation of {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we cancelled this booking and have not received your confirmation:',
        ...service.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Could you confirm by replying to this email?',
      ],
    },
    es: {
      subject: 'Confirme, por favor, la cancelación de {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) cancelamos esta reserva y no hemos recibido su confirmación:',
        ...service.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        '¿Podría confirmarla respondiendo a este correo?',
      ],
    },
    de: {
      subject: 'Bitte bestätigen Sie die Stornierung von {{ service.name }} ({{ trip.reference }})',
      lines: [
        hello.de,
        'Am {{ reminder.first_sent }} ({{ reminder.sent_ago }}) haben wir diese Buchung storniert und noch keine Bestätigung von Ihnen erhalten:',
        ...service.de,
        '{% if cancellation.reason != blank %}Grund: {{ cancellation.reason }}{% endif %}',
        cancelledConf.de,
        'Könnten Sie die Stornierung bestätigen, indem Sie auf diese E-Mail antworten?',
      ],
    },
  },
};
