export const tripPath = (id: number) => `/trip-details/${id}`;
export const tripHistoryPath = (id: number) => `/trip-details/${id}/history`;
