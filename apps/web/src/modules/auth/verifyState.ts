/** The second-factor step between /login and /verify; kept for this tab only, so a reload survives. */
export interface PendingVerification {
  user_id: number;
  phone: string;
  remember: boolean;
}

const KEY = 'verify';

export const pendingVerification = {
  save: (value: PendingVerification) => window.sessionStorage.setItem(KEY, JSON.stringify(value)),
  clear: () => window.sessionStorage.removeItem(KEY),
  read(): PendingVerification | null {
    try {
      const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as PendingVerification | null;
      return value && typeof value.user_id === 'number' ? value : null;
    } catch {
      return null;
    }
  },
};
