/**
 * Each trip keeps its problems themselves beside its summary (count, level, error codes): the message key,
 * its values, severity and where, written whenever the trips module keeps the summary. The home's "needs
 * attention" reads them with the trips in one statement instead of computing each trip again; `json` keeps
 * the text as written, so an unchanged list is compared as text and not rewritten.
 */
export const statements = [
  `create table trip_problems (
    trip_id integer primary key references trips (id) on delete cascade,
    findings json not null)`,
];
