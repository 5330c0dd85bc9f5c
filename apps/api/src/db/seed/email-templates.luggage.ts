import { answerLink as answer, cancelledConf, changeLines, type DemoTexts } from './email-templates.html.ts';

/** The transfer as a luggage carrier reads it. */
const move = {
  en: [
    '- Date: {{ transfer.date }}',
    '- Collect from: {{ transfer.from_point }}, {{ transfer.from_location }}',
    '- Deliver to: {{ transfer.to_point }}, {{ transfer.to_location }}',
    '- Bags: {{ transfer.bags }}{% if customer.full_name != blank %} (guests: {{ customer.full_name }}){% endif %}',
    '- Our reference: {{ trip.reference }}',
  ],
  es: [
    '- Fecha: {{ transfer.date }}',
    '- Recogida en: {{ transfer.from_point }}, {{ transfer.from_location }}',
    '- Entrega en: {{ transfer.to_point }}, {{ transfer.to_location }}',
    '- Bultos: {{ transfer.bags }}{% if customer.full_name != blank %} (clientes: {{ customer.full_name }}){% endif %}',
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
const ready = {
  en: 'The bags will be ready at reception by 8 am with a {{ brand.name }} luggage tag.',
  es: 'Las maletas estarán en recepción antes de las 8:00 con una etiqueta de {{ brand.name }}.',
};

export const luggageTexts: DemoTexts = {
  'luggage-transfer-request': {
    en: {
      subject:
        'Luggage transfer {{ transfer.date }}: {{ transfer.from_location }} to {{ transfer.to_location }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'Could you move our guests’ bags on this stage?',
        ...move.en,
        ready.en,
        comments.en,
        answer.en,
      ],
    },
    es: {
      subject:
        'Transporte de equipaje {{ transfer.date }}: {{ transfer.from_location }} a {{ transfer.to_location }} ({{ trip.reference }})',
      lines: [
        hello.es,
        '¿Podría trasladar el equipaje de nuestros clientes en esta etapa?',
        ...move.es,
        ready.es,
        comments.es,
        answer.es,
      ],
    },
  },
  'luggage-transfer-decline': {
    en: {
      subject: 'Luggage transfer {{ trip.reference }}: noted that you cannot take it',
      lines: [
        hello.en,
        'Thank you for letting us know that you cannot take this transfer. We will arrange it with another carrier, so there is nothing more to do on your side:',
        ...move.en,
      ],
    },
    es: {
      subject: 'Transporte de equipaje {{ trip.reference }}: anotado que no puede hacerlo',
      lines: [
        hello.es,
        'Gracias por avisarnos de que no puede hacer este traslado. Lo organizaremos con otro transportista, así que no tiene que hacer nada más:',
        ...move.es,
      ],
    },
  },
  'luggage-transfer-confirmation': {
    en: {
      subject:
        'Luggage transfer confirmed {{ transfer.date }}: {{ transfer.from_location }} to {{ transfer.to_location }}',
      lines: [
        hello.en,
        'Thank you for accepting this transfer. These are the final details:',
        ...move.en,
        ready.en,
        comments.en,
      ],
    },
    es: {
      subject:
        'Transporte de equipaje confirmado {{ transfer.date }}: {{ transfer.from_location }} a {{ transfer.to_location }}',
      lines: [
        hello.es,
        'Gracias por aceptar este traslado. Estos son los datos definitivos:',
        ...move.es,
        ready.es,
        comments.es,
      ],
    },
  },
  'cancellation-request-luggage-transfer': {
    en: {
      subject: 'Cancellation of luggage transfer {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'Please cancel this luggage transfer:',
        ...move.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Please confirm through this link: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
    es: {
      subject: 'Cancelación del transporte de equipaje {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'Le rogamos que cancele este transporte de equipaje:',
        ...move.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        'Confírmelo, por favor, desde este enlace: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
  },
  'modifications-request-luggage-transfer': {
    en: {
      subject: 'Change to luggage transfer {{ trip.reference }}',
      lines: [
        hello.en,
        'We need to change this luggage transfer. This is how it would be now:',
        ...move.en,
        ...changeLines.en,
        comments.en,
        answer.en,
      ],
    },
    es: {
      subject: 'Modificación del transporte de equipaje {{ trip.reference }}',
      lines: [
        hello.es,
        'Necesitamos modificar este transporte de equipaje. Así quedaría:',
        ...move.es,
        ...changeLines.es,
        comments.es,
        answer.es,
      ],
    },
  },
  'luggage-transfer-reminders': {
    en: {
      subject: 'Reminder {{ reminder.number }}: luggage transfer {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we asked you for this luggage transfer and have not had your answer yet:',
        ...move.en,
        answer.en,
      ],
    },
    es: {
      subject:
        'Recordatorio {{ reminder.number }}: transporte de equipaje {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) le pedimos este transporte de equipaje y todavía no tenemos su respuesta:',
        ...move.es,
        answer.es,
      ],
    },
  },
  'luggage-transfers-new-comments': {
    en: {
      subject: 'New comments on luggage transfer {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'We have new information about this transfer:',
        '{{ transfer.comments_to_provider }}',
        ...move.en,
      ],
    },
    es: {
      subject:
        'Nuevos comentarios sobre el transporte de equipaje {{ transfer.date }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'Tenemos nueva información sobre este traslado:',
        '{{ transfer.comments_to_provider }}',
        ...move.es,
      ],
    },
  },
  'no-response-to-cancellation-luggage-transfer': {
    en: {
      subject: 'Please confirm the cancellation of luggage transfer {{ trip.reference }}',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we cancelled this transfer and have not received your confirmation:',
        ...move.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Please reply to this email to confirm, so the bags are not collected.',
      ],
    },
    es: {
      subject: 'Confirme, por favor, la cancelación del transporte de equipaje {{ trip.reference }}',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) cancelamos este traslado y no hemos recibido su confirmación:',
        ...move.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        'Responda a este correo para confirmarlo, por favor, y así no se recogerán las maletas.',
      ],
    },
  },
  'luggage-transfer-request-phone': {
    en: {
      subject: 'Phone booking: luggage transfer {{ transfer.date }}',
      lines: [
        'Hello, this is {{ staff.first_name }} from {{ brand.name }}. I am calling to book a luggage transfer.',
        ...move.en,
        'Ask: Can you take it? What time do you collect? Who should we send the confirmation to?',
        'Note who accepted; the confirmation follows by email to {{ provider.email }}.',
      ],
    },
    es: {
      subject: 'Reserva por teléfono: transporte de equipaje {{ transfer.date }}',
      lines: [
        'Hola, le llamo de {{ brand.name }}, soy {{ staff.first_name }}. Quería reservar un transporte de equipaje.',
        ...move.es,
        'Preguntar: ¿Pueden hacerlo? ¿A qué hora recogen? ¿A quién enviamos la confirmación?',
        'Anotar quién lo aceptó; la confirmación se envía por correo a {{ provider.email }}.',
      ],
    },
  },
};
