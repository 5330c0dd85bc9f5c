/** The longest texts a template may have (the editor checks them too). */
export const templateLimits = { subject: 500, body: 100_000, from: 200, addresses: 1000 } as const;
