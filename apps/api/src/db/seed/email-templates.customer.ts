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
};
