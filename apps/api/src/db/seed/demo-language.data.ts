/**
 * What the demo's people typed, in Spanish: tags, regions, task subjects and the free texts of the demo trips,
 * by their English text. German falls back to English (the demo's German operator types English).
 */
type Spanish = Record<string, string>;

export const demoTagsEs: Spanish = {
  VIP: 'VIP',
  'Repeat customer': 'Cliente habitual',
  'Agency booking': 'Reserva de agencia',
  Honeymoon: 'Luna de miel',
  'Needs follow-up': 'Pendiente de seguimiento',
  Preferred: 'Preferente',
  'Pilgrim friendly': 'Apto para peregrinos',
  'Prepayment needed': 'Requiere prepago',
  'Quiet area': 'Zona tranquila',
};

/** The regions of migration 0003 whose Spanish name differs from the English one. */
export const demoRegionsEs: Spanish = {
  'Balearic Islands': 'Islas Baleares',
  'Basque Country': 'País Vasco',
  'Canary Islands': 'Canarias',
  Catalonia: 'Cataluña',
  Brittany: 'Bretaña',
  Corsica: 'Córcega',
  Normandy: 'Normandía',
  'Aosta Valley': 'Valle de Aosta',
  Lombardy: 'Lombardía',
  Piedmont: 'Piamonte',
  Sardinia: 'Cerdeña',
  Sicily: 'Sicilia',
  'Trentino-Alto Adige': 'Trentino-Alto Adigio',
  Tuscany: 'Toscana',
  England: 'Inglaterra',
  'Northern Ireland': 'Irlanda del Norte',
  Scotland: 'Escocia',
  Wales: 'Gales',
  Bavaria: 'Baviera',
  'Lower Saxony': 'Baja Sajonia',
  'North Rhine-Westphalia': 'Renania del Norte-Westfalia',
  'Rhineland-Palatinate': 'Renania-Palatinado',
  Saxony: 'Sajonia',
  'New York': 'Nueva York',
  'British Columbia': 'Columbia Británica',
  'New South Wales': 'Nueva Gales del Sur',
  'Western Australia': 'Australia Occidental',
  Bern: 'Berna',
  Geneva: 'Ginebra',
  Tyrol: 'Tirol',
  Vienna: 'Viena',
  'North Holland': 'Holanda Septentrional',
  'South Holland': 'Holanda Meridional',
};

export const demoTaskSubjectsEs: Spanish = {
  'Confirm the 2027 rates': 'Confirmar las tarifas de 2027',
  'Ask for new voucher photos': 'Pedir fotos nuevas para los bonos',
  'Check luggage pick-up times': 'Revisar las horas de recogida de equipaje',
  'Review the meeting points': 'Revisar los puntos de encuentro',
  'Update name variations': 'Actualizar las variantes del nombre',
  'Renew the insurance policy list': 'Renovar la lista de pólizas de seguro',
  'Plan the spring price review': 'Planificar la revisión de precios de primavera',
  'Send the vouchers to the customer': 'Enviar los bonos al cliente',
  'Chase the hotel confirmation': 'Reclamar la confirmación del hotel',
  'Confirm the taxi pick-up time': 'Confirmar la hora de recogida del taxi',
  'Call the customer about dietary needs': 'Llamar al cliente por sus necesidades alimentarias',
  'Check the final invoice': 'Revisar la factura final',
};

/** Free texts of the demo trips and their rows: comments, a cancellation's reason, who accepted, observations. */
export const demoTripTextsEs: Spanish = {
  'Asked for quiet rooms where possible.': 'Pidió habitaciones tranquilas donde sea posible.',
  'Customer changed plans for this night': 'El cliente cambió de planes para esta noche',
  Reception: 'Recepción',
  'Pick-up at the hotel, 08:00': 'Recogida en el hotel, 08:00',
  'To the coast after the last stage': 'A la costa después de la última etapa',
};
