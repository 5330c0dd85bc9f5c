import { answerLink as answer, cancelledConf, changeLines, type DemoTexts } from './email-templates.html.ts';

/** The transfer as a taxi or minibus company reads it. */
const ride = {
  en: [
    '- Date: {{ transfer.date }}{% if transfer.pickup_time != blank %}, pick-up at {{ transfer.pickup_time }}{% endif %}',
    '- From: {{ transfer.from_point }}, {{ transfer.from_location }}',
    '- To: {{ transfer.to_point }}, {{ transfer.to_location }}',
    '- Passengers: {{ transfer.people }}{% if customer.full_name != blank %} ({{ customer.full_name }}){% endif %}',
    '- Our reference: {{ trip.reference }}',
  ],
  es: [
    '- Fecha: {{ transfer.date }}{% if transfer.pickup_time != blank %}, recogida a las {{ transfer.pickup_time }}{% endif %}',
    '- Origen: {{ transfer.from_point }}, {{ transfer.from_location }}',
    '- Destino: {{ transfer.to_point }}, {{ transfer.to_location }}',
    '- Pasajeros: {{ transfer.people }}{% if customer.full_name != blank %} ({{ customer.full_name }}){% endif %}',
    '- Nuestra referencia: {{ trip.reference }}',
  ],
};
const comments = {
  en: '{% if transfer.comments_to_provider != blank %}Please note: {{ transfer.comments_to_provider }}{% endif %}',
  es: '{% if transfer.comments_to_provider != blank %}Tenga en cuenta, por favor: {{ transfer.comments_to_provider }}{% endif %}',
};
const hello = {
  en: '{% if provider.contact_name != blank %}Hello {{ provider.contact_name }},{% else %}Dear Sir or Madam,{% endif %}',
  es: '{% if provider.contact_name != blank %}Hola, {{ provider.contact_name }}:{% else %}Estimado/a señor/a:{% endif %}',
};

export const normalTexts: DemoTexts = {
  'normal-transfer-request': {
    en: {
      subject:
        'Transfer request {{ transfer.date }}: {{ transfer.from_location }} to {{ transfer.to_location }} ({{ trip.reference }})',
      lines: [hello.en, 'Could you drive our guests on this transfer?', ...ride.en, comments.en, answer.en],
    },
    es: {
      subject:
        'Solicitud de traslado {{ transfer.date }}: {{ transfer.from_location }} a {{ transfer.to_location }} ({{ trip.reference }})',
      lines: [
        hello.es,
        '¿Podría hacer este traslado para nuestros clientes?',
        ...ride.es,
        comments.es,
        answer.es,
      ],
    },
  },
  'normal-transfer-confirmation': {
    en: {
      subject:
        'Transfer confirmed {{ transfer.date }}: {{ transfer.from_location }} to {{ transfer.to_location }}',
      lines: [
        hello.en,
        'Thank you for accepting this transfer. These are the final details:',
        ...ride.en,
        comments.en,
        'The driver can reach the guests through us on {{ brand.phone }} if they are not at the meeting point.',
      ],
    },
    es: {
      subject:
        'Traslado confirmado {{ transfer.date }}: {{ transfer.from_location }} a {{ transfer.to_location }}',
      lines: [
        hello.es,
        'Gracias por aceptar este traslado. Estos son los datos definitivos:',
        ...ride.es,
        comments.es,
        'Si los clientes no están en el punto de encuentro, el conductor puede localizarlos a través de nosotros en el {{ brand.phone }}.',
      ],
    },
  },
  'cancellation-request-normal-transfer': {
    en: {
      subject: 'Cancellation of transfer {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'Please cancel this transfer:',
        ...ride.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Please confirm through this link: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
    es: {
      subject: 'Cancelación del traslado {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'Le rogamos que cancele este traslado:',
        ...ride.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        'Confírmelo, por favor, desde este enlace: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
  },
  'modifications-request-normal-transfer': {
    en: {
      subject: 'Change to transfer {{ trip.reference }}',
      lines: [
        hello.en,
        'We need to change this transfer. This is how it would be now:',
        ...ride.en,
        ...changeLines.en,
        comments.en,
        answer.en,
      ],
    },
    es: {
      subject: 'Modificación del traslado {{ trip.reference }}',
      lines: [
        hello.es,
        'Necesitamos modificar este traslado. Así quedaría:',
        ...ride.es,
        ...changeLines.es,
        comments.es,
        answer.es,
      ],
    },
  },
  'modifications-decline-normal-transfer': {
    en: {
      subject: 'Transfer {{ trip.reference }} stays as it was',
      lines: [
        hello.en,
        'Thank you for letting us know that you cannot accept the change{% if modification.reason != blank %} ({{ modification.reason }}){% endif %}. The transfer stays as it was confirmed:',
        ...ride.en,
      ],
    },
    es: {
      subject: 'El traslado {{ trip.reference }} se mantiene',
      lines: [
        hello.es,
        'Gracias por avisarnos de que no puede aceptar el cambio{% if modification.reason != blank %} ({{ modification.reason }}){% endif %}. El traslado se mantiene tal como estaba confirmado:',
        ...ride.es,
      ],
    },
  },
  'normal-transfer-reminder-modification': {
    en: {
      subject: 'Reminder {{ reminder.number }}: change to transfer {{ trip.reference }}',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we asked you to change this transfer and have not had your answer yet:',
        ...ride.en,
        ...changeLines.en,
        answer.en,
      ],
    },
    es: {
      subject: 'Recordatorio {{ reminder.number }}: modificación del traslado {{ trip.reference }}',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) le pedimos que modificara este traslado y todavía no tenemos su respuesta:',
        ...ride.es,
        ...changeLines.es,
        answer.es,
      ],
    },
  },
  'normal-transfer-request-phone': {
    en: {
      subject: 'Phone booking: transfer {{ transfer.date }}',
      lines: [
        'Hello, this is {{ staff.first_name }} from {{ brand.name }}. I am calling to book a transfer for {{ transfer.people | plural: "person", "people" }}.',
        ...ride.en,
        'Ask: Can you do it? What is the price for the vehicle? Which phone number will the driver have?',
        'Note who accepted; the confirmation follows by email to {{ provider.email }}.',
      ],
    },
    es: {
      subject: 'Reserva por teléfono: traslado {{ transfer.date }}',
      lines: [
        'Hola, le llamo de {{ brand.name }}, soy {{ staff.first_name }}. Quería reservar un traslado para {{ transfer.people | plural: "persona", "personas" }}.',
        ...ride.es,
        'Preguntar: ¿Pueden hacerlo? ¿Cuál es el precio del vehículo? ¿Qué teléfono tendrá el conductor?',
        'Anotar quién lo aceptó; la confirmación se envía por correo a {{ provider.email }}.',
      ],
    },
  },
  'normal-transfers-new-comments': {
    en: {
      subject: 'New comments on transfer {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'We have new information about this transfer:',
        '{{ transfer.comments_to_provider }}',
        ...ride.en,
      ],
    },
    es: {
      subject: 'Nuevos comentarios sobre el traslado {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'Tenemos nueva información sobre este traslado:',
        '{{ transfer.comments_to_provider }}',
        ...ride.es,
      ],
    },
  },
  'no-response-to-cancellation-normal-transfer': {
    en: {
      subject: 'Please confirm the cancellation of transfer {{ trip.reference }}',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we cancelled this transfer and have not received your confirmation:',
        ...ride.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Please reply to this email to confirm, so that no vehicle is sent.',
      ],
    },
    es: {
      subject: 'Confirme, por favor, la cancelación del traslado {{ trip.reference }}',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) cancelamos este traslado y no hemos recibido su confirmación:',
        ...ride.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        'Responda a este correo para confirmarlo, por favor, y así no se enviará ningún vehículo.',
      ],
    },
  },
};
