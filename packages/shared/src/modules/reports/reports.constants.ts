/** Page size of every report (spec part 1 §9: "other reports", 100 starting at page 1). */
export const reportPageSize = 100;
