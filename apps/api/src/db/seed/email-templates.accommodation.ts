import { answerLink as answer, cancelledConf, changeLines, type DemoTexts } from './email-templates.html.ts';

const nights = {
  en: '{{ booking.nights | plural: "night", "nights" }}',
  es: '{{ booking.nights | plural: "noche", "noches" }}',
};

/** The booking as a hotel reads it, in each language. */
const stay = {
  en: [
    '- Guests: {{ customer.full_name }} ({{ booking.people | plural: "person", "people" }})',
    `- Arrival: {{ booking.checkin_date }}, departure: {{ booking.checkout_date }} (${nights.en})`,
    '- {% if booking.rooms != blank %}Rooms: {{ booking.rooms }}{% endif %}',
    '- {% if booking.meals != blank %}Meals: {{ booking.meals }}{% endif %}',
    '- Our reference: {{ trip.reference }}',
  ],
  es: [
    '- Clientes: {{ customer.full_name }} ({{ booking.people | plural: "persona", "personas" }})',
    `- Entrada: {{ booking.checkin_date }}, salida: {{ booking.checkout_date }} (${nights.es})`,
    '- {% if booking.rooms != blank %}Habitaciones: {{ booking.rooms }}{% endif %}',
    '- {% if booking.meals != blank %}Régimen: {{ booking.meals }}{% endif %}',
    '- Nuestra referencia: {{ trip.reference }}',
  ],
};
const comments = {
  en: '{% if booking.comments_to_provider != blank %}Please note: {{ booking.comments_to_provider }}{% endif %}',
  es: '{% if booking.comments_to_provider != blank %}Tenga en cuenta, por favor: {{ booking.comments_to_provider }}{% endif %}',
};
const hello = {
  en: '{% if provider.contact_name != blank %}Dear {{ provider.contact_name }},{% else %}Dear Sir or Madam,{% endif %}',
  es: '{% if provider.contact_name != blank %}Estimado/a {{ provider.contact_name }}:{% else %}Estimado/a señor/a:{% endif %}',
};

export const accommodationTexts: DemoTexts = {
  'booking-request': {
    en: {
      subject: 'Booking request {{ trip.reference }}: {{ booking.checkin_date }}, {{ customer.full_name }}',
      lines: [
        hello.en,
        'We would like to book the following stay at {{ provider.name }} for guests walking the Camino with {{ brand.name }}:',
        ...stay.en,
        comments.en,
        answer.en,
      ],
    },
    es: {
      subject:
        'Solicitud de reserva {{ trip.reference }}: {{ booking.checkin_date }}, {{ customer.full_name }}',
      lines: [
        hello.es,
        'Nos gustaría reservar en {{ provider.name }} la siguiente estancia para unos clientes que hacen el Camino con {{ brand.name }}:',
        ...stay.es,
        comments.es,
        answer.es,
      ],
    },
  },
  'booking-confirmation': {
    en: {
      subject: 'Booking confirmed {{ trip.reference }}: {{ customer.full_name }}, {{ booking.checkin_date }}',
      lines: [
        hello.en,
        'Thank you for accepting our booking. This is the stay as confirmed:',
        ...stay.en,
        comments.en,
        'The guests will show their {{ brand.name }} voucher on arrival. Extras not included above are paid by the guests directly.',
      ],
    },
    es: {
      subject:
        'Reserva confirmada {{ trip.reference }}: {{ customer.full_name }}, {{ booking.checkin_date }}',
      lines: [
        hello.es,
        'Gracias por aceptar nuestra reserva. Esta es la estancia confirmada:',
        ...stay.es,
        comments.es,
        'Los clientes presentarán su bono de {{ brand.name }} a la llegada. Los extras no incluidos arriba los pagan los clientes directamente.',
      ],
    },
  },
  'cancellation-request': {
    en: {
      subject: 'Cancellation {{ trip.reference }}: {{ customer.full_name }}, {{ booking.checkin_date }}',
      lines: [
        hello.en,
        'We are sorry to ask you to cancel this booking:',
        ...stay.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Please confirm the cancellation through this link: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
    es: {
      subject: 'Cancelación {{ trip.reference }}: {{ customer.full_name }}, {{ booking.checkin_date }}',
      lines: [
        hello.es,
        'Lamentamos tener que pedirle que cancele esta reserva:',
        ...stay.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        'Le rogamos que confirme la cancelación desde este enlace: <a href="{{ response.url }}">{{ response.url }}</a>',
      ],
    },
  },
  'modifications-request': {
    en: {
      subject: 'Change to booking {{ trip.reference }}: {{ customer.full_name }}',
      lines: [
        hello.en,
        'Our guests need to change their booking. This is the stay as we would now need it:',
        ...stay.en,
        ...changeLines.en,
        comments.en,
        answer.en,
      ],
    },
    es: {
      subject: 'Modificación de la reserva {{ trip.reference }}: {{ customer.full_name }}',
      lines: [
        hello.es,
        'Nuestros clientes necesitan modificar su reserva. Así quedaría la estancia:',
        ...stay.es,
        ...changeLines.es,
        comments.es,
        answer.es,
      ],
    },
  },
  'modifications-decline': {
    en: {
      subject: 'Booking {{ trip.reference }} stays as it was: {{ customer.full_name }}',
      lines: [
        hello.en,
        'Thank you for letting us know that you cannot accept the change we asked for{% if modification.reason != blank %} ({{ modification.reason }}){% endif %}. The booking stays exactly as it was confirmed:',
        ...stay.en,
        'We will find another solution for our guests.',
      ],
    },
    es: {
      subject: 'La reserva {{ trip.reference }} se mantiene: {{ customer.full_name }}',
      lines: [
        hello.es,
        'Gracias por avisarnos de que no puede aceptar el cambio que le pedimos{% if modification.reason != blank %} ({{ modification.reason }}){% endif %}. La reserva se mantiene tal como estaba confirmada:',
        ...stay.es,
        'Buscaremos otra solución para nuestros clientes.',
      ],
    },
  },
  'booking-reminders': {
    en: {
      subject:
        'Reminder {{ reminder.number }}: booking request {{ trip.reference }}, {{ booking.checkin_date }}',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we sent you a booking request that we have not had an answer to yet:',
        ...stay.en,
        `Could you let us know whether you can take it? ${answer.en}`,
      ],
    },
    es: {
      subject:
        'Recordatorio {{ reminder.number }}: solicitud de reserva {{ trip.reference }}, {{ booking.checkin_date }}',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) le enviamos una solicitud de reserva a la que todavía no hemos recibido respuesta:',
        ...stay.es,
        `¿Podría indicarnos si puede aceptarla? ${answer.es}`,
      ],
    },
  },
  'booking-automatic-mailing': {
    en: {
      subject: 'Guests arriving {{ booking.checkin_date }}: {{ customer.full_name }} ({{ trip.reference }})',
      lines: [
        hello.en,
        'A short note ahead of our guests’ arrival, so everything is ready:',
        ...stay.en,
        comments.en,
        'If anything does not match your records, please reply to this email or call us on {{ brand.phone }}.',
      ],
    },
    es: {
      subject:
        'Llegada de clientes el {{ booking.checkin_date }}: {{ customer.full_name }} ({{ trip.reference }})',
      lines: [
        hello.es,
        'Le escribimos antes de la llegada de nuestros clientes para que todo esté preparado:',
        ...stay.es,
        comments.es,
        'Si algo no coincide con sus datos, responda a este correo o llámenos al {{ brand.phone }}.',
      ],
    },
  },
  'booking-new-comments': {
    en: {
      subject: 'New comments on booking {{ trip.reference }}: {{ customer.full_name }}',
      lines: [
        hello.en,
        'We have new information about the guests of this booking:',
        '{{ booking.comments_to_provider }}',
        ...stay.en,
        'Thank you for taking it into account.',
      ],
    },
    es: {
      subject: 'Nuevos comentarios sobre la reserva {{ trip.reference }}: {{ customer.full_name }}',
      lines: [
        hello.es,
        'Tenemos nueva información sobre los clientes de esta reserva:',
        '{{ booking.comments_to_provider }}',
        ...stay.es,
        'Gracias por tenerlo en cuenta.',
      ],
    },
  },
  'prepayment-proforma-request': {
    en: {
      subject: 'Proforma invoice for booking {{ trip.reference }}',
      lines: [
        hello.en,
        'To prepay this booking, could you send us a proforma invoice for {{ prepayment.amount }}?',
        ...stay.en,
        'We will pay it by bank transfer before {{ prepayment.due_date }}.{% if response.url != blank %} You can send it or answer through this link: <a href="{{ response.url }}">{{ response.url }}</a>{% endif %}',
      ],
    },
    es: {
      subject: 'Factura proforma de la reserva {{ trip.reference }}',
      lines: [
        hello.es,
        'Para pagar por adelantado esta reserva, ¿podría enviarnos una factura proforma de {{ prepayment.amount }}?',
        ...stay.es,
        'La pagaremos por transferencia antes del {{ prepayment.due_date }}.{% if response.url != blank %} Puede enviarla o responder desde este enlace: <a href="{{ response.url }}">{{ response.url }}</a>{% endif %}',
      ],
    },
  },
  'prepayment-proforma-booking': {
    en: {
      subject: 'Booking request with prepayment {{ trip.reference }}: {{ booking.checkin_date }}',
      lines: [
        hello.en,
        'We would like to book the following stay and we know you work with prepayment:',
        ...stay.en,
        'If you can take it, please send us the proforma invoice ({{ prepayment.amount }}); we will pay it before {{ prepayment.due_date }}.',
        answer.en,
      ],
    },
    es: {
      subject: 'Solicitud de reserva con prepago {{ trip.reference }}: {{ booking.checkin_date }}',
      lines: [
        hello.es,
        'Nos gustaría reservar la siguiente estancia y sabemos que trabajan con prepago:',
        ...stay.es,
        'Si pueden aceptarla, envíennos la factura proforma ({{ prepayment.amount }}); la pagaremos antes del {{ prepayment.due_date }}.',
        answer.es,
      ],
    },
  },
  'booking-request-cancellation': {
    en: {
      subject: 'Booking request withdrawn {{ trip.reference }}: {{ booking.checkin_date }}',
      lines: [
        hello.en,
        'Please disregard the booking request we sent you for these guests; there is no need to answer it:',
        ...stay.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Thank you, and we hope to book with you again soon.',
      ],
    },
    es: {
      subject: 'Anulamos la solicitud de reserva {{ trip.reference }}: {{ booking.checkin_date }}',
      lines: [
        hello.es,
        'Por favor, no tenga en cuenta la solicitud de reserva que le enviamos para estos clientes; no es necesario responderla:',
        ...stay.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        'Gracias, y esperamos volver a reservar con ustedes pronto.',
      ],
    },
  },
  'no-response': {
    en: {
      subject: 'No answer to booking request {{ trip.reference }}: we will book elsewhere',
      lines: [
        hello.en,
        'We sent you a booking request on {{ reminder.first_sent }} ({{ reminder.sent_ago }}) and {{ reminder.number | plural: "reminder", "reminders" }}, and have not heard back:',
        ...stay.en,
        'As the date is getting close, we will book our guests elsewhere. If you have in fact booked them, please call us today on {{ brand.phone }}.',
      ],
    },
    es: {
      subject: 'Sin respuesta a la solicitud {{ trip.reference }}: reservaremos en otro alojamiento',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) le enviamos una solicitud de reserva y {{ reminder.number | plural: "recordatorio", "recordatorios" }}, sin recibir respuesta:',
        ...stay.es,
        'Como la fecha se acerca, reservaremos a nuestros clientes en otro alojamiento. Si ya tenía hecha la reserva, llámenos hoy mismo al {{ brand.phone }}.',
      ],
    },
  },
  'booking-request-phone': {
    en: {
      subject: 'Phone booking: {{ provider.name }}, {{ booking.checkin_date }}',
      lines: [
        'Good morning, this is {{ staff.first_name }} from {{ brand.name }}. I am calling to book rooms for {{ booking.people | plural: "walker", "walkers" }} on the Camino.',
        ...stay.en,
        'Ask: Can you take them? At what price, and is breakfast included? Who should we send the confirmation to?',
        'If yes: thank them, note who accepted, and say the confirmation will follow by email to {{ provider.email }}.',
      ],
    },
    es: {
      subject: 'Reserva por teléfono: {{ provider.name }}, {{ booking.checkin_date }}',
      lines: [
        'Buenos días, le llamo de {{ brand.name }}, soy {{ staff.first_name }}. Quería hacer una reserva para unos clientes que hacen el Camino.',
        ...stay.es,
        'Preguntar: ¿Tienen disponibilidad? ¿A qué precio, y está incluido el desayuno? ¿A quién enviamos la confirmación?',
        'Si aceptan: dar las gracias, anotar quién la aceptó e indicar que enviaremos la confirmación por correo a {{ provider.email }}.',
      ],
    },
  },
  'booking-reminder-phone': {
    en: {
      subject: 'Phone reminder: {{ provider.name }}, {{ trip.reference }}',
      lines: [
        'Good morning, this is {{ staff.first_name }} from {{ brand.name }}. On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we emailed you a booking request and I wanted to check whether you received it.',
        ...stay.en,
        'Ask: Can you take it? If the email did not arrive, confirm the address: {{ provider.email }}.',
        'Note the answer and the name of the person in the trip.',
      ],
    },
    es: {
      subject: 'Recordatorio por teléfono: {{ provider.name }}, {{ trip.reference }}',
      lines: [
        'Buenos días, le llamo de {{ brand.name }}, soy {{ staff.first_name }}. El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) les enviamos por correo una solicitud de reserva y quería saber si la recibieron.',
        ...stay.es,
        'Preguntar: ¿Pueden aceptarla? Si el correo no llegó, confirmar la dirección: {{ provider.email }}.',
        'Anotar la respuesta y el nombre de la persona en el viaje.',
      ],
    },
  },
  'booking-reminder-modification': {
    en: {
      subject: 'Reminder {{ reminder.number }}: change to booking {{ trip.reference }}',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we asked you to change this booking and have not had your answer yet:',
        ...stay.en,
        ...changeLines.en,
        answer.en,
      ],
    },
    es: {
      subject: 'Recordatorio {{ reminder.number }}: modificación de la reserva {{ trip.reference }}',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) le pedimos que modificara esta reserva y todavía no tenemos su respuesta:',
        ...stay.es,
        ...changeLines.es,
        answer.es,
      ],
    },
  },
  'no-response-to-cancellation': {
    en: {
      subject: 'Please confirm the cancellation of booking {{ trip.reference }}',
      lines: [
        hello.en,
        'On {{ reminder.first_sent }} ({{ reminder.sent_ago }}) we cancelled this booking and have not received your confirmation yet:',
        ...stay.en,
        '{% if cancellation.reason != blank %}Reason: {{ cancellation.reason }}{% endif %}',
        cancelledConf.en,
        'Could you confirm by replying to this email, so that no charge is made to us or our guests?',
      ],
    },
    es: {
      subject: 'Confirme, por favor, la cancelación de la reserva {{ trip.reference }}',
      lines: [
        hello.es,
        'El {{ reminder.first_sent }} ({{ reminder.sent_ago }}) cancelamos esta reserva y todavía no hemos recibido su confirmación:',
        ...stay.es,
        '{% if cancellation.reason != blank %}Motivo: {{ cancellation.reason }}{% endif %}',
        cancelledConf.es,
        '¿Podría confirmarla respondiendo a este correo, para que no se genere ningún cargo a nosotros ni a los clientes?',
      ],
    },
  },
};
