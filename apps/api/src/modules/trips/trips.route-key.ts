/** The key of a route between two places ("from>to"), as the planner, the readiness and the luggage chain name it. */
export const routeKey = (from: number, to: number) => `${from}>${to}`;
