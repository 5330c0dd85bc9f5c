/** The largest value of a PostgreSQL integer (int4) column: serial keys, versions, counts, positions. */
export const int4Max = 2_147_483_647;

/** The largest amount a numeric(12, 2) money column holds, in whole units so no rounding carries it over. */
export const moneyMax = 9_999_999_999;
