/**
 * Trip readiness (issue 31). A new trip starts Pending (general status 1): the system books only for Active
 * ones. A held room may carry the date its free cancellation ends (typed by staff, or given by the hotel
 * with its confirmation). Each trip keeps the summary of what it
 * still lacks (how many problems, the worst level, the error codes), written by the trips module whenever
 * it settles a trip and by the daily readiness job, so the list filters and sorts it with an index at any
 * size; the trip screen computes the problems themselves from the rows.
 */
export const statements = [
  `alter table trips alter column general_status_id set default 1`,
  `alter table trip_accommodations add column free_cancellation_date date`,
  `alter table booking_requests add column free_cancellation_date date`,
  `create table problem_levels (id smallint primary key, name text not null, name_es text, name_de text)`,
  `insert into problem_levels (id, name, name_es, name_de) values
    (1, 'No problems', 'Sin problemas', 'Keine Probleme'),
    (2, 'Warnings', 'Avisos', 'Warnungen'),
    (3, 'Errors', 'Errores', 'Fehler')`,
  `alter table trips add column problem_count integer not null default 0,
    add column problem_level smallint not null default 1 references problem_levels (id),
    add column problem_errors text[] not null default '{}'`,
  `create index trips_problem_level_idx on trips (problem_level, start_date, id)
    include (general_status_id, operations_owner_id)`,
];
