/**
 * The itinerary's name in German beside English and Spanish (the customer's documents speak their language),
 * and what each stage's walk or ride to its place is: distance, ascent, descent and the usual time. Null
 * while not known.
 */
export const statements = [
  `alter table itineraries add column name_de text not null default ''`,
  `alter table itinerary_stages
    add column distance_km real check (distance_km >= 0),
    add column ascent_m integer check (ascent_m >= 0),
    add column descent_m integer check (descent_m >= 0),
    add column duration_minutes integer check (duration_minutes >= 0)`,
];
