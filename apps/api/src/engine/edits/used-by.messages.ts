import type { UsedBy, UsedByKind } from '@trips/shared/api/used-by';
import type { ReaderLanguage } from '../../db/reader-language.ts';

/** What a refused delete suggests doing instead, after naming what uses the record. */
export type UsedByAdvice = 'switchOff' | 'moveUsers' | 'relinkTasks';

interface Words {
  /** Each kind's noun, one and many. */
  kinds: Record<UsedByKind, [string, string]>;
  and: string;
  refused: (subject: string, uses: string) => string;
  advice: Record<UsedByAdvice, string>;
}

const en: Words = {
  kinds: {
    trip: ['trip', 'trips'],
    provider: ['provider', 'providers'],
    location: ['location', 'locations'],
    itinerary: ['itinerary', 'itineraries'],
    invoice: ['invoice', 'invoices'],
    task: ['task', 'tasks'],
    user: ['user', 'users'],
    dossier: ['dossier', 'dossiers'],
    email_account: ['email account', 'email accounts'],
  },
  and: 'and',
  refused: (subject, uses) => `${subject} is used by ${uses}, so it cannot be deleted.`,
  advice: {
    switchOff: 'Switch it off instead.',
    moveUsers: 'Move them to another group first.',
    relinkTasks: 'Delete those tasks or link them to something else first.',
  },
};

const es: Words = {
  kinds: {
    trip: ['viaje', 'viajes'],
    provider: ['proveedor', 'proveedores'],
    location: ['ubicación', 'ubicaciones'],
    itinerary: ['itinerario', 'itinerarios'],
    invoice: ['factura', 'facturas'],
    task: ['tarea', 'tareas'],
    user: ['usuario', 'usuarios'],
    dossier: ['dosier', 'dosieres'],
    email_account: ['cuenta de correo', 'cuentas de correo'],
  },
  and: 'y',
  refused: (subject, uses) => `${subject} se usa en ${uses}, así que no se puede eliminar.`,
  advice: {
    switchOff: 'Desactívelo en su lugar.',
    moveUsers: 'Páselos antes a otro grupo.',
    relinkTasks: 'Elimine antes esas tareas o vincúlelas a otra cosa.',
  },
};

// German readers (a template's language) read English, as everywhere the interface has no German.
const words = (language: ReaderLanguage) => (language === 'es' ? es : en);

/** "A, B and C": the language's way of listing. */
const listed = (parts: readonly string[], and: string) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;

/** "14 trips (Larsen, Price, …)": the count, its noun in the right number, and the records named. */
function usePhrase({ kind, count, items }: UsedBy, w: Words) {
  const [one, many] = w.kinds[kind];
  const names = items.map((item) => item.name);
  if (count > items.length) names.push('…');
  return `${count} ${count === 1 ? one : many} (${names.join(', ')})`;
}

/**
 * The refusal in the reader's language: "Sarria is used by 14 trips (Larsen, Price, …) and 3 providers
 * (Hotel Alfonso IX, …), so it cannot be deleted."
 */
export function refusalMessage(
  subject: string,
  usedBy: readonly UsedBy[],
  language: ReaderLanguage,
  advice?: UsedByAdvice,
): string {
  const w = words(language);
  const sentence = w.refused(
    subject,
    listed(
      usedBy.map((u) => usePhrase(u, w)),
      w.and,
    ),
  );
  return advice ? `${sentence} ${w.advice[advice]}` : sentence;
}
