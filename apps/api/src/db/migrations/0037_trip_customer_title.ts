/**
 * What the customer's documents call the trip when it has no holiday name: a title staff write for the
 * customer. The trip name is staff's own ("Sarria to Santiago · Moreno (ops test)") and never printed for them.
 */
export const statements = [`alter table trips add column customer_title text not null default ''`];
