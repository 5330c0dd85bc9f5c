/** A dossier's screen at one of its settings: where the dossiers list and the command palette open a row. */
export const dossierPath = (id: number, settingId: number) => `/dossier-details/${id}/${settingId}`;
